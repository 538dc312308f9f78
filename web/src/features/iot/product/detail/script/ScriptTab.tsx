import type { ProductDetail, ScriptFunctionName, ScriptRunResult } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Row, Segmented, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { feedback } from '@/lib/feedback';
import { useThemeConfig } from '@/stores/themeConfig';
import { invalidateProducts, productApi } from '../../api';
import { PRODUCT } from '../../texts';
import { SCRIPT_TEMPLATE, scriptChanged } from './template';

// CodeMirror loads with this tab only (its own chunk), not with the detail page.
const CodeEditor = lazy(() => import('@/components/code-editor/CodeEditor'));

/**
 * The product's payload script (sagoo-iot-api.md §10): the editor, pre-filled with SagooIoT's
 * template when there is none; a test panel that runs parse or send in the server's sandbox; Save
 * for those with the product edit right (the server checks the script compiles and defines parse).
 */
export function ScriptTab({ product }: { product: ProductDetail }) {
  const { t } = useTranslation([PRODUCT, 'common']);
  const dark = useThemeConfig((s) => s.themeConfig.isIsDark);
  const queryClient = useQueryClient();
  const [script, setScript] = useState(product.scriptInfo || SCRIPT_TEMPLATE);
  const [fn, setFn] = useState<ScriptFunctionName>('parse');
  const [payload, setPayload] = useState('');
  const [outcome, setOutcome] = useState<ScriptRunResult | null>(null);

  const run = useMutation({
    mutationFn: () => productApi.runScript({ script, fn, payload }),
    onSuccess: setOutcome,
  });
  const save = useMutation({
    mutationFn: () => productApi.updateScript(product.key, script),
    onSuccess: () => {
      feedback.message.success(t('common:saved'));
      void invalidateProducts(queryClient);
    },
  });

  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon title={t('script.hint')} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card
            size="small"
            title={t('script.editor')}
            extra={
              <Flex gap={8} align="center">
                {scriptChanged(script, product.scriptInfo) && (
                  <Typography.Text type="warning">{t('script.unsaved')}</Typography.Text>
                )}
                <Button size="small" onClick={() => setScript(SCRIPT_TEMPLATE)}>
                  {t('script.reset')}
                </Button>
                <Auth value={PERMISSIONS.product.edit}>
                  <Button
                    size="small"
                    type="primary"
                    loading={save.isPending}
                    onClick={() => save.mutateAsync().catch(() => undefined)}
                  >
                    {t('common:save')}
                  </Button>
                </Auth>
              </Flex>
            }
          >
            <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
              <CodeEditor value={script} onChange={setScript} label={t('script.editor')} dark={dark} />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('script.test')}>
            <Form layout="vertical">
              <Form.Item label={t('script.function')}>
                <Segmented<ScriptFunctionName>
                  options={['parse', 'send']}
                  value={fn}
                  onChange={(v) => {
                    setFn(v);
                    setOutcome(null);
                  }}
                />
              </Form.Item>
              <Form.Item label={t('script.payload')} extra={t('script.payloadHint')}>
                <Input.TextArea
                  aria-label={t('script.payload')}
                  rows={6}
                  value={payload}
                  onChange={(e) => setPayload(e.target.value)}
                  style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}
                />
              </Form.Item>
              <Auth value={PERMISSIONS.product.edit}>
                <Button loading={run.isPending} onClick={() => run.mutateAsync().catch(() => undefined)}>
                  {t('script.run')}
                </Button>
              </Auth>
            </Form>
            {outcome && <Outcome outcome={outcome} />}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

function Outcome({ outcome }: { outcome: ScriptRunResult }) {
  const { t } = useTranslation(PRODUCT);
  if (!outcome.ok)
    return (
      <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('script.error')} description={outcome.error} />
    );
  const shown = typeof outcome.result === 'string' ? outcome.result : JSON.stringify(outcome.result, null, 2);
  return (
    <Flex vertical gap={4} style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('script.result')}</Typography.Text>
      <pre aria-label={t('script.result')} style={{ margin: 0, padding: 8, overflow: 'auto', maxHeight: 320 }}>
        {shown}
      </pre>
    </Flex>
  );
}
