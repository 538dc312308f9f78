import { Button, Col, Form, Input, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import type { SysUser } from '@iot/contract';
import { emailPattern, mobilePattern } from '@iot/contract/patterns';
import { useDict } from '@/lib/dict';
import { feedback } from '@/lib/feedback';
import { useEditPersonalInfo } from './api';
import { PERSONAL } from './texts';

interface Values {
  nickname: string;
  mobile: string;
  userEmail: string;
  sex?: string;
  describe: string;
  remark: string;
}

/** Edits the caller's own account; the server answers a new token and account, which the console keeps. */
export function InfoForm({ user }: { user: SysUser }) {
  const { t } = useTranslation([PERSONAL, 'common']);
  const { sys_user_sex: sexOptions } = useDict('sys_user_sex');
  const [form] = Form.useForm<Values>();
  const save = useEditPersonalInfo({ onSaved: () => feedback.message.success(t('common:saved')) });
  const submit = (v: Values) =>
    save.mutate({
      nickname: v.nickname.trim(),
      mobile: v.mobile.trim(),
      userEmail: v.userEmail.trim(),
      sex: Number(v.sex ?? 0) || 0,
      describe: (v.describe ?? '').trim(),
      remark: (v.remark ?? '').trim(),
    });

  const required = (field: string): Rule => ({
    required: true,
    whitespace: true,
    message: t('common:required', { field }),
  });
  const half = { xs: 24, md: 12 };
  return (
    <Form
      form={form}
      name="personalInfo"
      layout="vertical"
      onFinish={submit}
      initialValues={{
        nickname: user.userNickname,
        mobile: user.mobile,
        userEmail: user.userEmail,
        sex: String(user.sex ?? 0),
        describe: user.describe ?? '',
        remark: user.remark ?? '',
      }}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="nickname" label={t('nickname')} rules={[required(t('nickname')), { max: 50 }]}>
            <Input autoComplete="nickname" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="sex" label={t('sex')}>
            <Select options={sexOptions.map((o) => ({ value: o.value, label: o.label }))} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="mobile"
            label={t('mobile')}
            rules={[required(t('mobile')), { pattern: mobilePattern, message: t('mobileInvalid') }]}
          >
            <Input inputMode="numeric" maxLength={11} autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item
            name="userEmail"
            label={t('email')}
            rules={[required(t('email')), { max: 100 }, { pattern: emailPattern, message: t('emailInvalid') }]}
          >
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="describe" label={t('describe')} rules={[{ max: 255 }]}>
            <Input.TextArea rows={3} showCount maxLength={255} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('remark')} rules={[{ max: 255 }]}>
            <Input.TextArea rows={2} maxLength={255} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('common:save')}
      </Button>
    </Form>
  );
}
