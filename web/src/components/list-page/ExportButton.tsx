import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';
import { saveFile } from '@/lib/saveFile';

/** The formats an export offers. */
export type ExportFormat = 'xlsx' | 'csv';

interface Props {
  /**
   * The feature's texts namespace: each list words its export itself, under `export.action`,
   * `export.xlsx`, `export.csv` and `export.done`.
   */
  ns: string;
  /** Fetches the file (the server names it). */
  download: (format: ExportFormat) => Promise<{ blob: Blob; name?: string }>;
  /** The file's name, without its extension, should the server not give one. */
  fileName: string;
}

/** A toolbar button offering the list as XLSX or CSV; the file goes to the browser's downloads. */
export function ExportButton({ ns, download, fileName }: Props) {
  const { t } = useTranslation(ns);
  const run = useMutation({
    mutationFn: download,
    onSuccess: ({ blob, name }, format) => {
      saveFile(blob, name ?? `${fileName}.${format}`);
      feedback.message.success(t('export.done'));
    },
  });
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'xlsx', label: t('export.xlsx') },
          { key: 'csv', label: t('export.csv') },
        ],
        onClick: ({ key }) => run.mutate(key as ExportFormat),
      }}
    >
      <Button icon={<DownloadOutlined />} loading={run.isPending}>
        {t('export.action')}
      </Button>
    </Dropdown>
  );
}
