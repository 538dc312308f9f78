import { Form, Spin, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/stores/themeConfig';
import { AUTOMATION } from '../../texts';
import type { NodeSettings } from '../graph';

// CodeMirror loads only when a script node is opened.
const CodeEditor = lazy(() => import('@/components/code-editor/CodeEditor'));

/** A script node: `transform(msg)` in the code editor; the server runs it in the QuickJS sandbox. */
export function ScriptForm({ data, onChange }: { data: NodeSettings; onChange: (data: NodeSettings) => void }) {
  const { t } = useTranslation(AUTOMATION);
  const dark = useThemeConfig((s) => s.themeConfig.isIsDark);
  const script = typeof data.script === 'string' ? data.script : '';
  return (
    <Form layout="vertical">
      <Form.Item
        label={t('form.script')}
        required
        validateStatus={script.trim() ? undefined : 'error'}
        help={script.trim() ? undefined : t('common:required', { field: t('form.script') })}
        extra={<Typography.Text type="secondary">{t('form.scriptHint')}</Typography.Text>}
      >
        <Suspense fallback={<Spin />}>
          <CodeEditor value={script} onChange={(s) => onChange({ script: s })} label={t('form.script')} dark={dark} />
        </Suspense>
      </Form.Item>
    </Form>
  );
}
