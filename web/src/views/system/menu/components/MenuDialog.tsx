import { useMutation, useQuery } from '@tanstack/react-query';
import { Form, Modal, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuApi, type Flag, type MenuForm, type MenuGetData, type MenuType } from '@/api/menu';
import { feedback } from '@/lib/feedback';
import { MenuFields } from './MenuFields';
import { parentOptions } from './tree';

/** What the dialog edits: a new rule (optionally under a parent) or an existing one. */
export type MenuDialogMode = { kind: 'add'; pid: number; menuType?: MenuType } | { kind: 'edit'; id: number };

const emptyForm: MenuForm = {
  menuType: 0,
  pid: 0,
  name: '',
  menuName: '',
  icon: '',
  menuSort: 0,
  condition: '',
  remark: '',
  isHide: 0,
  path: '',
  redirect: '',
  component: '',
  isLink: 0,
  isIframe: 0,
  isKeepAlive: 0,
  isAffix: 0,
  linkUrl: '',
  roles: [],
};

const flag = (v: unknown): Flag => (Number(v) === 1 ? 1 : 0);

/** menu/get's answer in the form's names (title -> menuName, weigh -> menuSort, isCached -> isKeepAlive). */
export function ruleToForm({ rule, roleIds }: MenuGetData): MenuForm {
  return {
    menuType: (Number(rule.menuType) || 0) as MenuType,
    pid: rule.pid,
    name: rule.name,
    menuName: rule.title,
    icon: rule.icon ?? '',
    menuSort: rule.weigh ?? 0,
    condition: rule.condition ?? '',
    remark: rule.remark ?? '',
    isHide: flag(rule.isHide),
    path: rule.path ?? '',
    redirect: rule.redirect ?? '',
    component: rule.component ?? '',
    isLink: flag(rule.isLink),
    isIframe: flag(rule.isIframe),
    isKeepAlive: flag(rule.isCached),
    isAffix: flag(rule.isAffix),
    linkUrl: rule.linkUrl ?? '',
    roles: roleIds ?? [],
  };
}

/** Every field of the form, trimmed, with the values hidden for this menu type kept as they were. */
function toBody(values: Partial<MenuForm>): MenuForm {
  const v = { ...emptyForm, ...values };
  const text = (s: string | undefined) => (s ?? '').trim();
  return {
    ...v,
    menuType: (Number(v.menuType) || 0) as MenuType,
    pid: Number(v.pid) || 0,
    name: text(v.name),
    menuName: text(v.menuName),
    icon: text(v.icon),
    menuSort: Number(v.menuSort) || 0,
    condition: text(v.condition),
    remark: text(v.remark),
    path: text(v.path),
    redirect: text(v.redirect),
    component: text(v.component),
    linkUrl: text(v.linkUrl),
    roles: v.roles ?? [],
  };
}

interface Props {
  mode: MenuDialogMode;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onSaved: () => void;
}

/** Add or edit a rule. A refused save keeps the dialog open with what the user typed. */
export function MenuDialog({ mode, open, onClose, afterClose, onSaved }: Props) {
  const { t } = useTranslation(['menu', 'common']);
  const [form] = Form.useForm<MenuForm>();
  const editId = mode.kind === 'edit' ? mode.id : undefined;
  const params = useQuery({ queryKey: ['menu', 'params'], queryFn: menuApi.getParams, staleTime: 0 });
  const rule = useQuery({
    queryKey: ['menu', 'get', editId],
    queryFn: () => menuApi.get(editId!),
    enabled: editId !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  const [initial] = useState<MenuForm>(() =>
    mode.kind === 'add' ? { ...emptyForm, pid: mode.pid, menuType: mode.menuType ?? 0 } : emptyForm,
  );
  const save = useMutation({
    mutationFn: (body: MenuForm) =>
      editId !== undefined ? menuApi.update({ ...body, id: editId }) : menuApi.add(body),
    onSuccess: () => {
      feedback.message.success(t('common:saved'));
      onSaved();
      onClose();
    },
  });

  const ready = editId === undefined || rule.isSuccess;
  return (
    <Modal
      open={open}
      title={t(editId !== undefined ? 'dialog.edit' : 'dialog.add')}
      width={760}
      onCancel={onClose}
      afterClose={afterClose}
      onOk={() => form.submit()}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      okButtonProps={{ loading: save.isPending, disabled: !ready }}
      mask={{ closable: false }}
    >
      {ready ? (
        <Form
          form={form}
          name="menuForm"
          layout="vertical"
          initialValues={rule.data ? ruleToForm(rule.data) : initial}
          onFinish={() => save.mutate(toBody(form.getFieldsValue(true)))}
          scrollToFirstError
        >
          <MenuFields
            form={form}
            parents={parentOptions(params.data?.menus ?? [], t('form.root'), editId)}
            roles={params.data?.roles ?? []}
          />
        </Form>
      ) : (
        <Spin spinning={rule.isLoading} style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
