import type { MqueueMessage } from '@iot/contract';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Col, Empty, Form, Input, Row, Space, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveFrame } from '@/features/live';
import { formatDate } from '@/lib/date';
import { produce } from './api';
import { MQUEUE } from './texts';
import { SectionTitle } from '@/components/section-title/SectionTitle';

/** The newest first, at most this many kept. */
const KEEP = 100;

/** Send a message through the server and see it come back on the live channel. */
export function MqueueDemo() {
  const { t } = useTranslation(MQUEUE);
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ topic: string; body: string }>();
  const topic = Form.useWatch('topic', form);
  const [onlyTopic, setOnlyTopic] = useState(false);
  const [messages, setMessages] = useState<MqueueMessage[]>([]);
  const send = useMutation({ mutationFn: produce });

  useLiveFrame('mqueueMessage', (m) => setMessages((list) => [m, ...list].slice(0, KEEP)));
  const shown = onlyTopic ? messages.filter((m) => m.topic === topic) : messages;

  return (
    <Card title={t('title')} data-testid="demo-mqueue">
      <Alert type="info" showIcon title={t('intro')} style={{ marginBottom: 16 }} />
      <Row gutter={[24, 16]}>
        <Col xs={24} md={10}>
          <SectionTitle>{t('producer')}</SectionTitle>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ topic: 'producer_topic_test', body: t('defaultBody') }}
            onFinish={(v) => send.mutate({ topic: v.topic.trim(), body: v.body })}
          >
            <Form.Item
              name="topic"
              label={t('topic')}
              rules={[{ required: true, whitespace: true, message: t('required', { field: t('topic') }) }]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item
              name="body"
              label={t('body')}
              rules={[{ required: true, whitespace: true, message: t('required', { field: t('body') }) }]}
            >
              <Input.TextArea maxLength={2000} autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
            <Space>
              <Button type="primary" htmlType="submit" loading={send.isPending}>
                {t('send')}
              </Button>
              {send.isSuccess && <Typography.Text type="secondary">{t('sent')}</Typography.Text>}
            </Space>
          </Form>
        </Col>
        <Col xs={24} md={14}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
            <SectionTitle style={{ margin: 0 }}>
              {t('consumer')} · {t('received')}
            </SectionTitle>
            <Space>
              <Checkbox checked={onlyTopic} onChange={(e) => setOnlyTopic(e.target.checked)}>
                {t('filter')}
              </Checkbox>
              <Button size="small" onClick={() => setMessages([])}>
                {t('clear')}
              </Button>
            </Space>
          </Space>
          <div
            data-testid="mqueue-received"
            style={{
              marginTop: 8,
              maxHeight: 360,
              overflow: 'auto',
              border: `1px solid ${token.colorBorder}`,
              borderRadius: token.borderRadius,
            }}
          >
            {shown.length ? (
              <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {shown.map((m, i) => (
                  <li
                    key={`${m.at}-${i}`}
                    style={{ padding: '8px 12px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
                  >
                    <Space wrap>
                      <Tag color="blue">{m.topic}</Tag>
                      <Typography.Text type="secondary">{formatDate(new Date(m.at), 'HH:MM:SS')}</Typography.Text>
                    </Space>
                    <div style={{ wordBreak: 'break-all' }}>{m.body}</div>
                  </li>
                ))}
              </ol>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
            )}
          </div>
        </Col>
      </Row>
    </Card>
  );
}
