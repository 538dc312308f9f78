import type { PostAddBody, SysPost } from '@iot/contract';
import { postAddBody } from '@iot/contract/post';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { RemarkField } from '@/components/form-dialog/RemarkField';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { postApi } from '../api';
import { POST } from '../texts';
import { StatusField } from '@/components/status';

const fields = postAddBody.shape;
const half = { xs: 24, sm: 12 };

interface Values {
  postName: string;
  postCode: string;
  postSort: number | null;
  status: 0 | 1;
  remark: string;
}

interface Props extends DialogProps {
  /** The post being edited; absent when adding. */
  row?: SysPost;
}

/** Add or edit a post; the row is copied into the form, so cancelling leaves the table as it was. */
export function PostDialog({ row, ...dialog }: Props) {
  const { t } = useTranslation([POST, 'common']);
  const rules = useFieldRules(`${POST}:max`);
  const label = (key: 'postName' | 'postCode' | 'postSort') => t(`field.${key}`);
  return (
    <FormDialog<Values, PostAddBody>
      {...dialog}
      title={t(row ? 'edit' : 'add')}
      width={640}
      name="postForm"
      initialValues={{
        postName: row?.postName ?? '',
        postCode: row?.postCode ?? '',
        postSort: row?.postSort ?? 0,
        status: row?.status === 0 ? 0 : 1,
        remark: row?.remark ?? '',
      }}
      toBody={(v) => ({
        postName: v.postName.trim(),
        postCode: v.postCode.trim(),
        postSort: v.postSort ?? 0,
        status: v.status,
        remark: (v.remark ?? '').trim(),
      })}
      send={(body) => (row ? postApi.edit({ ...body, postId: row.postId }) : postApi.add(body))}
    >
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="postName" label={label('postName')} rules={rules(fields.postName, label('postName'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postCode" label={label('postCode')} rules={rules(fields.postCode, label('postCode'))}>
            <Input placeholder={t('field.codeHint')} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="postSort" label={label('postSort')} rules={rules(fields.postSort, label('postSort'))}>
            <InputNumber precision={0} min={0} max={999999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <StatusField required />
        </Col>
        <Col span={24}>
          <RemarkField schema={fields.remark} rules={rules} rows={3} />
        </Col>
      </Row>
    </FormDialog>
  );
}
