import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { roleApi, roleListQuery, roleParamsQuery, roleQuery } from '../api';
import { ROLE } from '../texts';
import { newRole, roleToForm, toBody, type RoleFormValues } from './roleForm';
import { RoleFields } from './RoleFields';
import { parentOptions } from './tree';

/** What the dialog edits: a new role (optionally under a parent) or an existing one. */
export type RoleDialogMode = { kind: 'add'; pid?: number } | { kind: 'edit'; id: number };

interface Props extends DialogProps {
  mode: RoleDialogMode;
}

/**
 * Add or edit a role with its menus and buttons and its effective time. The rules and the role are
 * loaded before the fields show, so nothing flashes defaults; the table's row is never edited.
 */
export function RoleDialog({ mode, ...dialog }: Props) {
  const { t } = useTranslation(ROLE);
  const [form] = Form.useForm<RoleFormValues>();
  const editId = mode.kind === 'edit' ? mode.id : undefined;
  const params = useQuery(roleParamsQuery());
  const role = useQuery(roleQuery(editId));
  // Every role the caller manages, whatever the page's filters.
  const roles = useQuery(roleListQuery({}));
  const [initial] = useState(() => newRole(mode.kind === 'add' ? mode.pid : 0));
  const ready = params.isSuccess && (editId === undefined || role.isSuccess);
  return (
    <FormDialog<RoleFormValues, ReturnType<typeof toBody>>
      {...dialog}
      title={t(editId !== undefined ? 'dialog.edit' : 'dialog.add')}
      width={1000}
      form={form}
      name="roleForm"
      initialValues={role.data ? roleToForm(role.data) : initial}
      scrollToFirstError
      ready={ready}
      loading={params.isLoading || role.isLoading}
      toBody={toBody}
      send={(body) => (editId !== undefined ? roleApi.edit({ ...body, id: editId }) : roleApi.add(body))}
    >
      <RoleFields
        form={form}
        parents={parentOptions(roles.data?.list ?? [], t('form.root'), editId)}
        rules={params.data?.menu ?? []}
        held={params.data?.accessMenus ?? []}
      />
    </FormDialog>
  );
}
