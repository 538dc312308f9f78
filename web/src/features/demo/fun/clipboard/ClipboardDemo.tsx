import { CopyOutlined, ScissorOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { feedback } from '@/lib/feedback';
import { CLIPBOARD } from './texts';

/** Copy or cut a text to the clipboard (the Clipboard API, with the toast after it resolves). */
export function ClipboardDemo() {
  const { t } = useTranslation(CLIPBOARD);
  const [source, setSource] = useState('https://github.com/tiger1103/gfast');
  const [pasted, setPasted] = useState('');

  const put = async (cut: boolean) => {
    if (!source) return feedback.message.warning(t('empty'));
    // Cutting empties the field only once the text is really on the clipboard.
    if ((await copyText(source)) && cut) setSource('');
  };

  return (
    <Card title={t('title')} data-testid="demo-clipboard">
      <Form layout="vertical" style={{ maxWidth: 640 }}>
        <Form.Item label={t('source')}>
          <Space.Compact style={{ width: '100%' }}>
            <Input aria-label={t('source')} value={source} onChange={(e) => setSource(e.target.value)} />
            <Button type="primary" icon={<CopyOutlined />} onClick={() => void put(false)}>
              {t('copy')}
            </Button>
            <Button icon={<ScissorOutlined />} onClick={() => void put(true)}>
              {t('cut')}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label={t('paste')}>
          <Input
            aria-label={t('paste')}
            placeholder={t('pasteHint')}
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Card>
  );
}
