import { CloseCircleOutlined, PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { FlowRunDetail, FlowStepRow } from '@iot/contract';
import { PERMISSIONS } from '@iot/contract/permissions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Form, Input, Modal, Spin, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Auth } from '@/components/auth';
import { ToolButton } from '@/components/tool-button/ToolButton';
import { formatDate } from '@/lib/date';
import { feedback } from '@/lib/feedback';
import { flowApi, flowRunsQuery, invalidateRuns } from '../api';
import { AUTOMATION } from '../texts';
import { jsonObject } from './forms/DeviceActionForm';
import { STATUS_COLOR } from './overlay';

/** How many recent runs the panel lists. */
const RECENT = 20;

interface Props {
  flowId: number;
  enabled: boolean;
  hasManualTrigger: boolean;
  runId?: number;
  onRun: (runId: number | undefined) => void;
  detail?: FlowRunDetail;
  /** The step of the node clicked while the run is shown. */
  step?: FlowStepRow;
  /** A phone: the panel goes under the canvas, as wide as it. */
  narrow?: boolean;
}

const json = (v: unknown) => (v === undefined || v === null ? '' : JSON.stringify(v, null, 2));

function JsonBlock({ label, value }: { label: string; value: unknown }) {
  const text = json(value);
  if (!text) return null;
  return (
    <div>
      <Typography.Text strong>{label}</Typography.Text>
      <pre
        aria-label={label}
        style={{
          margin: 0,
          maxHeight: 200,
          overflow: 'auto',
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {text}
      </pre>
    </div>
  );
}

/**
 * The flow's recent runs; choosing one draws it on the canvas (each executed node's status and time,
 * the lines it took) and a node clicked then shows its input, output and error here. "Run now" runs
 * a flow's manual trigger with an optional JSON input.
 */
export function DebugPanel({ flowId, enabled, hasManualTrigger, runId, onRun, detail, step, narrow }: Props) {
  const { t } = useTranslation([AUTOMATION, 'common']);
  const queryClient = useQueryClient();
  const runs = useQuery(flowRunsQuery({ flowId, pageNum: 1, pageSize: RECENT }));
  const [asking, setAsking] = useState(false);
  const [input, setInput] = useState('');
  const start = useMutation({
    mutationFn: () => flowApi.run(flowId, jsonObject(input) ?? {}),
    onSuccess: ({ runId: started }) => {
      feedback.message.success(t('debug.runStarted'));
      setAsking(false);
      onRun(started);
      void invalidateRuns(queryClient);
    },
  });
  const inputOk = jsonObject(input) !== undefined;

  return (
    <Card
      size="small"
      title={t('debug.title')}
      style={{ width: narrow ? '100%' : 320, maxHeight: narrow ? '45%' : undefined, flex: 'none', overflow: 'auto' }}
      extra={
        <Flex gap={4}>
          <ToolButton
            label={t('debug.refresh')}
            size="small"
            icon={<ReloadOutlined />}
            loading={runs.isFetching}
            onClick={() => void invalidateRuns(queryClient)}
          />
          {runId !== undefined && (
            <ToolButton
              label={t('debug.hide')}
              size="small"
              icon={<CloseCircleOutlined />}
              onClick={() => onRun(undefined)}
            />
          )}
        </Flex>
      }
    >
      {hasManualTrigger && (
        <Auth value={PERMISSIONS.automation.run}>
          <Tooltip title={enabled ? undefined : t('debug.needsEnabled')}>
            <Button
              block
              icon={<PlayCircleOutlined />}
              disabled={!enabled}
              onClick={() => setAsking(true)}
              style={{ marginBottom: 8 }}
            >
              {t('debug.runNow')}
            </Button>
          </Tooltip>
        </Auth>
      )}
      {runs.isLoading ? (
        <Spin style={{ display: 'block' }} />
      ) : (runs.data?.list ?? []).length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('debug.noRuns')} />
      ) : (
        <ul aria-label={t('debug.title')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(runs.data?.list ?? []).map((run) => (
            <li key={run.id}>
              <Button
                type={run.id === runId ? 'primary' : 'text'}
                ghost={run.id === runId}
                block
                aria-pressed={run.id === runId}
                onClick={() => onRun(run.id)}
                style={{ display: 'flex', justifyContent: 'flex-start', gap: 8, height: 'auto', padding: '4px 6px' }}
              >
                <Tag color={STATUS_COLOR[run.status]}>{t(`runStatus.${run.status}`)}</Tag>
                <span style={{ flex: 1, textAlign: 'left' }}>
                  {run.startedAt ? formatDate(run.startedAt) : `#${run.id}`}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`node.${run.trigger}`, { defaultValue: run.trigger })}
                </Typography.Text>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {detail && (
        <Flex vertical gap={4} style={{ marginTop: 8 }}>
          {detail.run.deviceKey && (
            <Typography.Text type="secondary">{t('debug.device', { key: detail.run.deviceKey })}</Typography.Text>
          )}
          {detail.run.dropped > 0 && (
            <Typography.Text type="warning">{t('debug.dropped', { count: detail.run.dropped })}</Typography.Text>
          )}
          {detail.run.depth > 0 && (
            <Typography.Text type="secondary">{t('debug.depth', { depth: detail.run.depth })}</Typography.Text>
          )}
          {detail.run.error && <Typography.Text type="danger">{detail.run.error}</Typography.Text>}
        </Flex>
      )}
      {step && (
        <Flex
          vertical
          gap={8}
          style={{ marginTop: 8 }}
          aria-label={t('debug.step', { name: step.nodeId })}
          role="region"
        >
          <Typography.Text strong>{t('debug.step', { name: step.nodeId })}</Typography.Text>
          <Flex gap={4}>
            <Tag color={STATUS_COLOR[step.status]}>{t(`runStatus.${step.status}`)}</Tag>
            <Tag>{t('debug.ms', { ms: step.ms })}</Tag>
          </Flex>
          <JsonBlock label={t('debug.input')} value={step.input} />
          <JsonBlock label={t('debug.output')} value={step.output} />
          {step.error && (
            <div>
              <Typography.Text strong>{t('debug.error')}</Typography.Text>
              <Typography.Paragraph type="danger">{step.error}</Typography.Paragraph>
            </div>
          )}
        </Flex>
      )}
      <Modal
        open={asking}
        title={t('debug.runNow')}
        onCancel={() => setAsking(false)}
        onOk={() => start.mutate()}
        okButtonProps={{ disabled: !inputOk, loading: start.isPending }}
        okText={t('debug.runNow')}
        cancelText={t('common:cancel')}
      >
        <Form layout="vertical">
          <Form.Item
            label={t('debug.runInput')}
            validateStatus={inputOk ? undefined : 'error'}
            help={inputOk ? undefined : t('form.jsonInvalid')}
          >
            <Input.TextArea
              aria-label={t('debug.runInput')}
              value={input}
              onChange={(e) => setInput(e.target.value)}
              autoSize={{ minRows: 4, maxRows: 12 }}
              placeholder='{"sensor": {"level": 80}}'
              spellCheck={false}
            />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
