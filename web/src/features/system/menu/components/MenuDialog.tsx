import { useQuery } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type DialogProps } from '@/components/form-dialog/FormDialog';
import { menuApi, menuParamsQuery, menuRuleQuery, type MenuForm } from '../api';
import { MENU } from '../texts';
import { emptyForm, ruleToForm, toBody } from './menuForm';
import { MenuFields } from './MenuFields';
import { parentOptions } from './tree';

/** What the dialog edits: a new rule (optionally under a parent) or an existing one. */
export type MenuDialogMode = { kind: 'add'; pid: number; menuType?: number } | { kind: 'edit'; id: number };

interface Props extends DialogProps {
  mode: MenuDialogMode;
}

/** Add or edit a rule; editing loads the rule first. */
export function MenuDialog({ mode, ...dialog }: Props) {
  const { t } = useTranslation([MENU, 'common']);
  const [form] = Form.useForm<MenuForm>();
  const editId = mode.kind === 'edit' ? mode.id : undefined;
  const params = useQuery(menuParamsQuery());
  const rule = useQuery(menuRuleQuery(editId));
  const [initial] = useState<MenuForm>(() =>
    mode.kind === 'add' ? { ...emptyForm, pid: mode.pid, menuType: mode.menuType ?? 0 } : emptyForm,
  );
  return (
    <FormDialog<MenuForm, MenuForm>
      {...dialog}
      title={t(editId !== undefined ? 'dialog.edit' : 'dialog.add')}
      width={760}
      form={form}
      name="menuForm"
      initialValues={rule.data ? ruleToForm(rule.data) : initial}
      scrollToFirstError
      ready={editId === undefined || rule.isSuccess}
      loading={rule.isLoading}
      // The fields hidden for the chosen type are unmounted, but their values go too.
      toBody={() => toBody(form.getFieldsValue(true))}
      send={(body) => (editId !== undefined ? menuApi.update({ ...body, id: editId }) : menuApi.add(body))}
    >
      <MenuFields
        form={form}
        parents={parentOptions(params.data?.menus ?? [], t('form.root'), editId)}
        roles={params.data?.roles ?? []}
      />
    </FormDialog>
  );
}
