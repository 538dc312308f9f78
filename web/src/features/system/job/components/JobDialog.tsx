import type { JobAddBody, SysJob } from '@iot/contract';
import { jobAddBody } from '@iot/contract/job';
import { cronShapePattern } from '@iot/contract/patterns';
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { jobApi } from '../api';
import { JOB } from '../texts';

const fields = jobAddBody.shape;
const half = { xs: 24, sm: 12 };

interface Values {
  jobName: string;
  jobParams: string;
  jobGroup: string;
  invokeTarget: string;
  cronExpression: string;
  misfirePolicy: 1 | 2;
  status: 0 | 1;
  remark: string;
}

interface Props extends DialogProps {
  row?: SysJob;
  /** The registered handlers: a job can only name one of them. */
  handlers: string[];
}

/** Add or edit a job: a registered method (never code), a checked cron expression, its policy. */
export function JobDialog({ row, handlers, ...dialog }: Props) {
  const { t } = useTranslation([JOB, 'common']);
  const rules = useFieldRules(`${JOB}:max`);
  const label = (key: keyof Values) => t(`field.${key}`);
  return (
    <FormDialog<Values, JobAddBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={720}
      name="jobForm"
      initialValues={{
        jobName: row?.jobName ?? '',
        jobParams: row?.jobParams ?? '',
        jobGroup: row?.jobGroup || 'DEFAULT',
        invokeTarget: row?.invokeTarget,
        cronExpression: row?.cronExpression ?? '',
        misfirePolicy: row?.misfirePolicy === 2 ? 2 : 1,
        status: row?.status === 0 ? 0 : 1,
        remark: row?.remark ?? '',
      }}
      toBody={(v) => ({
        jobName: v.jobName.trim(),
        jobParams: (v.jobParams ?? '').trim(),
        jobGroup: v.jobGroup,
        invokeTarget: v.invokeTarget,
        cronExpression: v.cronExpression.trim().replace(/\s+/g, ' '),
        misfirePolicy: v.misfirePolicy,
        status: v.status,
        remark: (v.remark ?? '').trim(),
      })}
      send={(body) => (row ? jobApi.edit({ ...body, jobId: row.jobId }) : jobApi.add(body))}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="jobName" label={label('jobName')} rules={rules(fields.jobName, label('jobName'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="jobGroup" label={label('jobGroup')}>
            <Select options={(['DEFAULT', 'SYSTEM'] as const).map((g) => ({ value: g, label: t(`group.${g}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="invokeTarget"
            label={label('invokeTarget')}
            rules={[{ required: true, message: t('common:pleaseSelect', { field: label('invokeTarget') }) }]}
          >
            <Select showSearch options={handlers.map((h) => ({ value: h, label: h }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="jobParams" label={label('jobParams')} extra={t('paramsHint')}>
            <Input />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item
            name="cronExpression"
            label={label('cronExpression')}
            extra={t('cronHint')}
            rules={[
              ...rules(fields.cronExpression, label('cronExpression')),
              { pattern: cronShapePattern, message: t('cronInvalid') },
            ]}
          >
            <Input placeholder="0 0 1 * * *" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="misfirePolicy" label={label('misfirePolicy')}>
            <Radio.Group options={([1, 2] as const).map((p) => ({ value: p, label: t(`policy.${p}`) }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="status" label={label('status')}>
            <Radio.Group
              options={[
                { value: 0, label: t('running') },
                { value: 1, label: t('paused') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={24}>
          <RemarkField schema={fields.remark} rules={rules} rows={2} />
        </Col>
      </Row>
    </FormDialog>
  );
}
