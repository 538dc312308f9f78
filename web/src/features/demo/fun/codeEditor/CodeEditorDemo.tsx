import { Alert, Button, Card, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useThemeConfig } from '@/stores/themeConfig';
import { CODE_EDITOR } from './texts';

const CodeEditor = lazy(() => import('@/components/code-editor/CodeEditor'));

const SAMPLE = `// A device payload script: bytes in, properties out.
function parse(payload) {
  const [temperature, humidity] = payload;
  return { temperature: temperature / 10, humidity };
}

console.log(parse([215, 40]));
`;

/** A CodeMirror 6 editor with line and character counts. */
export function CodeEditorDemo() {
  const { t } = useTranslation(CODE_EDITOR);
  const dark = useThemeConfig((s) => s.themeConfig.isIsDark);
  const [code, setCode] = useState(SAMPLE);
  return (
    <Card
      title={t('title')}
      data-testid="demo-code-editor"
      extra={<Button onClick={() => setCode(SAMPLE)}>{t('reset')}</Button>}
    >
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Suspense fallback={<Spin />}>
        <CodeEditor value={code} onChange={setCode} label={t('editor')} dark={dark} />
      </Suspense>
      <Typography.Text type="secondary">
        {t('stats', { lines: code.split('\n').length, chars: code.length })}
      </Typography.Text>
    </Card>
  );
}
