import type { CodegenTable } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Modal, Skeleton, Tabs, Typography } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/copy-text/CopyText';
import { NARROW_WIDTH, useWidthBelow } from '@/lib/viewport';
import { useThemeConfig } from '@/stores/themeConfig';
import { genPreviewQuery } from '../api';
import { GEN } from '../texts';
import { sortedFiles } from './previewFiles';

// CodeMirror loads with this dialog only (its own chunk), not with the list page.
const CodeView = lazy(() => import('./CodeView'));

/** Every file a table generates, one read-only tab per repository path, each with a copy button. */
export function PreviewDialog({ table, onClose }: { table: CodegenTable | undefined; onClose: () => void }) {
  const { t } = useTranslation([GEN, 'common']);
  const dark = useThemeConfig((s) => s.themeConfig.isIsDark);
  const narrow = useWidthBelow(NARROW_WIDTH);
  const preview = useQuery({ ...genPreviewQuery(table?.tableId ?? 0), enabled: !!table });
  const files = useMemo(() => sortedFiles(preview.data?.data ?? {}), [preview.data]);

  return (
    <Modal
      open={!!table}
      onCancel={onClose}
      footer={null}
      width={narrow ? '100%' : '80%'}
      title={table ? t('previewTitle', { name: table.tableName }) : ''}
      destroyOnHidden
    >
      {preview.isLoading ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            {t('previewFiles', { count: files.length })} · {t('previewReadOnly')}
          </Typography.Text>
          <Tabs
            size="small"
            destroyOnHidden
            tabPlacement={narrow ? 'top' : 'start'}
            style={{ minHeight: 360 }}
            items={files.map(([path, text]) => ({
              key: path,
              label: <span style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace' }}>{path}</span>,
              children: (
                <Flex vertical gap={8}>
                  <Flex align="center" gap={4} wrap>
                    <Typography.Text code style={{ wordBreak: 'break-all' }}>
                      {path}
                    </Typography.Text>
                    <CopyButton text={text} label={t('copyFile', { path })} />
                  </Flex>
                  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                    <CodeView path={path} text={text} label={t('codeOf', { path })} dark={dark} />
                  </Suspense>
                </Flex>
              ),
            }))}
          />
          {preview.isError && <Alert type="error" showIcon title={preview.error.message} />}
        </Flex>
      )}
    </Modal>
  );
}
