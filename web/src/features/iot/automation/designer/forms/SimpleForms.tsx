// The drawer's forms of the nodes whose settings need no object model: schedule, condition, delay,
// alarm, private letter and webhook.
import { DELAY_SECONDS } from '@iot/contract/automation';
import { cronShapePattern, webhookUrlPattern } from '@iot/contract/patterns';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Select, TreeSelect } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useLevels } from '@/features/iot/alarm';
import { roleListQuery } from '@/features/system/role';
import { UserSelect } from '@/features/system/user';
import { buildTree, type TreeNode } from '@/lib/tree';
import { AUTOMATION } from '../../texts';
import type { NodeSettings } from '../graph';
import { fromComparison, toComparison, type ComparisonValues } from './comparison';
import { ComparisonFields } from './ComparisonFields';
import { NodeForm } from './NodeForm';

interface FormProps {
  data: NodeSettings;
  onChange: (data: NodeSettings) => void;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');
const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []);

function useRules() {
  const { t } = useTranslation([AUTOMATION, 'common']);
  return {
    required: (field: string): Rule[] => [
      { required: true, whitespace: true, message: t('common:required', { field }) },
    ],
    max: (field: string, max: number): Rule => ({ max, message: t('form.tooLong', { field, max }) }),
    t,
  };
}

export function CronForm({ data, onChange }: FormProps) {
  const { required, t } = useRules();
  const [form] = Form.useForm<{ cron: string }>();
  return (
    <NodeForm form={form} initialValues={{ cron: text(data.cron) }} onValues={(v) => onChange({ cron: v.cron.trim() })}>
      <Form.Item
        name="cron"
        label={t('form.cron')}
        extra={t('form.cronHint')}
        rules={[...required(t('form.cron')), { pattern: cronShapePattern, message: t('form.cronInvalid') }]}
      >
        <Input aria-label={t('form.cron')} spellCheck={false} />
      </Form.Item>
    </NodeForm>
  );
}

/** A condition tests a field of the message (a dotted path); its value's type is read from the text. */
export function ConditionForm({ data, onChange }: FormProps) {
  const { required, t } = useRules();
  const [form] = Form.useForm<ComparisonValues & { key: string }>();
  return (
    <NodeForm
      form={form}
      initialValues={{ key: text(data.key), ...fromComparison(data.operator, data.value) }}
      onValues={(v) => onChange({ key: (v.key ?? '').trim(), ...toComparison(v, undefined) })}
    >
      <Form.Item name="key" label={t('form.key')} extra={t('form.keyHint')} rules={required(t('form.key'))}>
        <Input aria-label={t('form.key')} spellCheck={false} />
      </Form.Item>
      <ComparisonFields type={undefined} />
    </NodeForm>
  );
}

export function DelayForm({ data, onChange }: FormProps) {
  const { t } = useRules();
  const [form] = Form.useForm<{ seconds: number | null }>();
  const field = t('form.seconds');
  return (
    <NodeForm
      form={form}
      initialValues={{ seconds: typeof data.seconds === 'number' ? data.seconds : null }}
      onValues={(v) => onChange({ seconds: v.seconds ?? undefined })}
    >
      <Form.Item
        name="seconds"
        label={field}
        rules={[
          { required: true, message: t('common:required', { field }) },
          {
            type: 'integer',
            min: DELAY_SECONDS.min,
            max: DELAY_SECONDS.max,
            message: t('form.secondsRange', DELAY_SECONDS),
          },
        ]}
      >
        <InputNumber
          aria-label={field}
          min={DELAY_SECONDS.min}
          max={DELAY_SECONDS.max}
          precision={0}
          style={{ width: '100%' }}
        />
      </Form.Item>
    </NodeForm>
  );
}

export function AlarmForm({ data, onChange }: FormProps) {
  const { required, max, t } = useRules();
  const levels = useLevels();
  const [form] = Form.useForm<{ level?: number; title: string }>();
  return (
    <NodeForm
      form={form}
      initialValues={{ level: typeof data.level === 'number' ? data.level : undefined, title: text(data.title) }}
      onValues={(v) => onChange({ level: v.level, title: v.title ?? '' })}
    >
      <Form.Item
        name="level"
        label={t('form.level')}
        rules={[{ required: true, message: t('common:pleaseSelect', { field: t('form.level') }) }]}
      >
        <Select aria-label={t('form.level')} options={levels.options} loading={levels.isLoading} />
      </Form.Item>
      <Form.Item
        name="title"
        label={t('form.alarmTitle')}
        extra={t('form.templateHint')}
        rules={[...required(t('form.alarmTitle')), max(t('form.alarmTitle'), 100)]}
      >
        <Input aria-label={t('form.alarmTitle')} />
      </Form.Item>
    </NodeForm>
  );
}

interface RoleOption {
  value: number;
  title: string;
  children?: RoleOption[];
}

export function NoticeForm({ data, onChange }: FormProps) {
  const { required, max, t } = useRules();
  const roles = useQuery(roleListQuery({}));
  const [form] = Form.useForm<{ userIds: number[]; roleIds: number[]; title: string; content: string }>();
  const toOption = (r: TreeNode<{ id: number; pid: number; name: string }>): RoleOption => ({
    value: r.id,
    title: r.name,
    children: r.children?.map(toOption),
  });
  const roleTree = buildTree(roles.data?.list ?? [], { id: 'id', parentId: 'pid' }).map(toOption);
  // Someone must receive it: users, or the users holding the roles.
  const someone: Rule = ({ getFieldValue }) => ({
    validator: async () => {
      if (!ids(getFieldValue('userIds')).length && !ids(getFieldValue('roleIds')).length)
        throw new Error(t('form.recipients'));
    },
  });
  return (
    <NodeForm
      form={form}
      initialValues={{
        userIds: ids(data.userIds),
        roleIds: ids(data.roleIds),
        title: text(data.title),
        content: text(data.content),
      }}
      onValues={(v) =>
        onChange({ userIds: v.userIds ?? [], roleIds: v.roleIds ?? [], title: v.title ?? '', content: v.content ?? '' })
      }
    >
      <Form.Item name="userIds" label={t('form.users')} rules={[someone]} dependencies={['roleIds']}>
        <UserSelect />
      </Form.Item>
      <Form.Item name="roleIds" label={t('form.roles')} rules={[someone]} dependencies={['userIds']}>
        <TreeSelect
          aria-label={t('form.roles')}
          multiple
          treeCheckable
          treeCheckStrictly={false}
          showCheckedStrategy={TreeSelect.SHOW_ALL}
          loading={roles.isLoading}
          treeData={roleTree}
          treeDefaultExpandAll
        />
      </Form.Item>
      <Form.Item name="title" label={t('form.title')} rules={[...required(t('form.title')), max(t('form.title'), 200)]}>
        <Input aria-label={t('form.title')} />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('form.content')}
        extra={t('form.templateHint')}
        rules={[...required(t('form.content')), max(t('form.content'), 10000)]}
      >
        <Input.TextArea aria-label={t('form.content')} autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
    </NodeForm>
  );
}

export function WebhookForm({ data, onChange }: FormProps) {
  const { required, max, t } = useRules();
  const [form] = Form.useForm<{ url: string; secret: string }>();
  return (
    <NodeForm
      form={form}
      initialValues={{ url: text(data.url), secret: text(data.secret) }}
      onValues={(v) => onChange({ url: (v.url ?? '').trim(), secret: (v.secret ?? '').trim() })}
    >
      <Form.Item
        name="url"
        label={t('form.url')}
        rules={[
          ...required(t('form.url')),
          { pattern: webhookUrlPattern, message: t('form.urlInvalid') },
          max(t('form.url'), 500),
        ]}
      >
        <Input aria-label={t('form.url')} placeholder="https://example.com/hook" spellCheck={false} />
      </Form.Item>
      <Form.Item name="secret" label={t('form.secret')} rules={[max(t('form.secret'), 128)]}>
        <Input.Password aria-label={t('form.secret')} autoComplete="new-password" />
      </Form.Item>
    </NodeForm>
  );
}
