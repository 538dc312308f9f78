import type { DeptAddBody, SysDept } from '@iot/contract';
import { deptAddBody } from '@iot/contract/dept';
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { useFieldRules } from '@/components/form-dialog/useFieldRules';
import { deptApi, deptListQuery } from '../api';
import { DEPT } from '../texts';
import { DeptPicker, type DeptSelectProps } from './DeptPicker';
import { StatusField } from '@/components/status';
import { buildDeptRows, toNodes } from './tree';

const fields = deptAddBody.shape;
const half = { xs: 24, sm: 12 };

interface Values {
  parentId?: number;
  deptName: string;
  leader: number[];
  phone: string;
  email: string;
  orderNum: number | null;
  status: 0 | 1;
}

/** What the dialog edits: a new department (under `parentId` when given) or `dept`. */
export interface DeptTarget {
  dept?: SysDept;
  parentId?: number;
}

/** The leaders' form control: user ids (the user feature's UserSelect, handed in by the view). */
export type LeaderSelect = ComponentType<{
  value?: number[];
  onChange?: (ids: number[]) => void;
  id?: string;
  multiple?: boolean;
  disabled?: boolean;
}>;

interface Props extends DialogProps {
  row?: DeptTarget;
  leaderSelect: LeaderSelect;
}

/**
 * The parent picker: every department the caller may see, disabled ones too (a department may sit
 * under one), from the unfiltered list the page shows; the edited one and those below it are left out.
 */
function ParentSelect(props: DeptSelectProps) {
  const list = useQuery(deptListQuery({}));
  const nodes = useMemo(() => toNodes(buildDeptRows(list.data?.deptList ?? [])), [list.data]);
  return <DeptPicker {...props} nodes={nodes} loading={list.isLoading} />;
}

/** Add or edit a department; the row is copied into the form, so cancelling leaves the table as it was. */
export function DeptDialog({ row, leaderSelect: LeaderSelect, ...dialog }: Props) {
  const { t } = useTranslation([DEPT, 'common']);
  const rules = useFieldRules(`${DEPT}:rule.max`);
  const dept = row?.dept;
  const label = (key: keyof typeof fields) => t(`field.${key}`);
  return (
    <FormDialog<Values, DeptAddBody>
      {...dialog}
      title={t(dept ? 'edit' : 'add')}
      width={720}
      name="deptForm"
      initialValues={{
        parentId: dept?.parentId ?? row?.parentId,
        deptName: dept?.deptName ?? '',
        leader: dept?.leader ?? [],
        phone: dept?.phone ?? '',
        email: dept?.email ?? '',
        orderNum: dept?.orderNum ?? 0,
        status: dept?.status === 0 ? 0 : 1,
      }}
      toBody={(v) => ({
        parentId: v.parentId ?? 0,
        deptName: v.deptName.trim(),
        leader: v.leader ?? [],
        phone: (v.phone ?? '').trim(),
        email: (v.email ?? '').trim(),
        orderNum: v.orderNum ?? 0,
        status: v.status,
      })}
      send={(body) => (dept ? deptApi.edit({ ...body, deptId: dept.deptId }) : deptApi.add(body))}
    >
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item
            name="parentId"
            label={label('parentId')}
            rules={[{ required: true, message: t('common:pleaseSelect', { field: label('parentId') }) }]}
          >
            <ParentSelect rootLabel={t('topLevel')} exclude={dept?.deptId} allowClear={false} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="deptName" label={label('deptName')} rules={rules(fields.deptName, label('deptName'))}>
            <Input />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="orderNum" label={label('orderNum')} rules={rules(fields.orderNum, label('orderNum'))}>
            <InputNumber precision={0} min={0} max={999999} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="leader" label={label('leader')}>
            <LeaderSelect multiple />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={label('phone')} rules={rules(fields.phone, label('phone'))}>
            <Input inputMode="tel" />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="email" label={label('email')} rules={rules(fields.email, label('email'), t('rule.email'))}>
            <Input inputMode="email" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <StatusField required />
        </Col>
      </Row>
    </FormDialog>
  );
}
