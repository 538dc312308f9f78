import { InboxOutlined } from '@ant-design/icons';
import type { UploadResult } from '@iot/contract';
import { Alert, Button, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Upload as TusUpload } from 'tus-js-client';
import { acceptLanguage } from '@/i18n';
import { feedback } from '@/lib/feedback';
import { TokenCookie } from '@/lib/storage';
import { checkUploaded, humanSize, RESUMABLE_ENDPOINT, sha256Of } from '../api';
import { ATTACHMENT } from '../texts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** After the file is stored (or found already stored): the list behind the dialog refreshes. */
  onUploaded: () => void;
}

type Phase = 'idle' | 'hashing' | 'uploading' | 'paused' | 'done' | 'exists' | 'failed';

/** GFast's chunk size: each part is one short request, and an interruption loses at most one. */
const CHUNK_BYTES = 2 * 1024 * 1024;

/** The server's envelope in a tus response's body (the last part's answer, or a refusal). */
function envelopeOf(body: string | undefined): { code?: number; message?: string; data?: UploadResult } {
  try {
    return JSON.parse(body ?? '') as { code?: number; message?: string; data?: UploadResult };
  } catch {
    return {};
  }
}

/**
 * GFast's big-file upload, on the tus protocol: the file's SHA-256 is computed first and a file
 * already stored is recognised at once; otherwise tus-js-client (loaded only here) sends it in 2 MiB
 * parts with progress, pause and resume. An interrupted upload (a closed dialog, a reload, a lost
 * connection) continues from the server's offset when the same file is chosen again: the browser
 * keeps the upload's URL under the file's hash.
 */
export function BigFileDialog({ open, onClose, onUploaded }: Props) {
  const { t, i18n } = useTranslation(ATTACHMENT);
  const [phase, setPhase] = useState<Phase>('idle');
  const [percent, setPercent] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<UploadResult | null>(null);
  const upload = useRef<TusUpload | null>(null);

  // Leaving the page stops the transfer; the partial upload waits on the server to be resumed.
  useEffect(() => () => void upload.current?.abort(), []);

  async function start(chosen: File) {
    setFile(chosen);
    setResult(null);
    setPercent(0);
    setPhase('hashing');
    try {
      const hash = await sha256Of(chosen);
      const stored = await checkUploaded(hash);
      if (stored) {
        setResult(stored);
        setPhase('exists');
        onUploaded();
        return;
      }
      const tus = await import('tus-js-client');
      const token = TokenCookie.get();
      const next = new tus.Upload(chosen, {
        endpoint: RESUMABLE_ENDPOINT,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000],
        metadata: { filename: chosen.name, filetype: chosen.type, sha256: hash },
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'Accept-Language': acceptLanguage(i18n.language),
        },
        // The same content resumes the same upload, whatever the file's date or the page's life.
        fingerprint: async () => `tus-sha256-${hash}`,
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) => setPercent(total ? Math.floor((sent / total) * 100) : 0),
        onSuccess: ({ lastResponse }) => {
          const answer = envelopeOf(lastResponse.getBody());
          setResult(answer.data ?? null);
          setPercent(100);
          setPhase('done');
          onUploaded();
        },
        onError: (error) => {
          const answer = envelopeOf(
            (error as { originalResponse?: { getBody(): string } | null }).originalResponse?.getBody(),
          );
          feedback.message.error(answer.message ?? t('bigFailed'));
          setPhase('failed');
        },
      });
      upload.current = next;
      const previous = await next.findPreviousUploads();
      if (previous.length) next.resumeFromPreviousUpload(previous[0]);
      setPhase('uploading');
      next.start();
    } catch {
      // The request layer has told the user what went wrong.
      setPhase('failed');
    }
  }

  const pause = () => {
    void upload.current?.abort();
    setPhase('paused');
  };
  const resume = () => {
    setPhase('uploading');
    upload.current?.start();
  };
  const close = () => {
    if (phase === 'uploading' || phase === 'paused') {
      void upload.current?.abort();
      feedback.message.info(t('bigClosed'));
    }
    onClose();
  };
  const busy = phase === 'hashing' || phase === 'uploading' || phase === 'paused';

  return (
    <Modal
      title={t('bigTitle')}
      open={open}
      width={800}
      onCancel={close}
      destroyOnHidden
      footer={<Button onClick={close}>{t('close')}</Button>}
    >
      <Upload.Dragger
        showUploadList={false}
        multiple={false}
        disabled={busy}
        beforeUpload={(chosen) => {
          void start(chosen);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('dropHint')}</p>
      </Upload.Dragger>
      {file && (
        <div style={{ marginTop: 16 }} data-phase={phase}>
          <Typography.Text strong>{file.name}</Typography.Text>{' '}
          <Typography.Text type="secondary">{humanSize(file.size)}</Typography.Text>
          {phase === 'hashing' && <Alert style={{ marginTop: 8 }} type="info" title={t('bigHashing')} />}
          {(phase === 'uploading' || phase === 'paused' || phase === 'done') && (
            <Progress
              percent={percent}
              status={phase === 'paused' ? 'normal' : phase === 'done' ? 'success' : 'active'}
            />
          )}
          <Space style={{ marginTop: 8 }}>
            {phase === 'uploading' && <Button onClick={pause}>{t('bigPause')}</Button>}
            {phase === 'paused' && (
              <Button type="primary" onClick={resume}>
                {t('bigResume')}
              </Button>
            )}
          </Space>
          {phase === 'paused' && <Alert type="warning" title={t('bigPaused')} />}
          {phase === 'done' && <Alert type="success" title={t('bigDone', { name: result?.name ?? file.name })} />}
          {phase === 'exists' && <Alert type="success" title={t('bigExists', { name: result?.name ?? file.name })} />}
        </div>
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        {t('bigHint')}
      </Typography.Paragraph>
    </Modal>
  );
}
