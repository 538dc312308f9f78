import { useMutation } from '@tanstack/react-query';
import { Button, Form, Modal, Spin, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '@/lib/feedback';

/**
 * What a page hands its add/edit dialog (useListPage's `dialogProps` and what to do once saved);
 * the dialog passes them on to FormDialog untouched, so each declares only its own props.
 */
export interface DialogProps {
  open: boolean;
  /** Starts closing (the list page keeps the dialog mounted while it animates). */
  onClose: () => void;
  /** Closed: the page unmounts the dialog. */
  afterClose: () => void;
  /** After the server took the save: refresh what shows it. */
  onSaved: () => void;
}

export interface FormDialogProps<V, B> extends Omit<DialogProps, 'onSaved'> {
  title: string;
  width?: number;
  /** The form, when the dialog reads it too (watches a field, sets one); otherwise the dialog makes its own. */
  form?: FormInstance<V>;
  /** The form's name: its fields' ids are `${name}_${field}`. */
  name: string;
  initialValues?: FormProps<V>['initialValues'];
  scrollToFirstError?: boolean;
  /** The form's values as the request body (trimmed, numbers as numbers). */
  toBody: (values: V) => B;
  /** Sends the body: add, or edit. */
  send: (body: B) => Promise<unknown>;
  /** After the server took it: refresh what shows it. The dialog then closes. */
  onSaved: (body: B) => void;
  /** False while what is edited loads: a spinner instead of the fields, and no saving. */
  ready?: boolean;
  /** The spinner turns while this is true (the load may also have failed). */
  loading?: boolean;
  /**
   * What the fields' rules cannot judge (a choice across a table's rows), asked before sending: a
   * text it returns is shown as a warning and nothing is sent.
   */
  check?: (values: V) => string | undefined;
  /** The submit button's text: Save, unless the dialog only hands its values back or shows an outcome (OK). */
  okText?: string;
  /**
   * Saving says nothing and leaves closing to the caller: its onSaved closes the dialog (values
   * handed back to the form below) or sets `outcome`.
   */
  quiet?: boolean;
  /** What the save produced, shown once in place of the form with one button that closes (a new password). */
  outcome?: { content: ReactNode; closeText: string };
  /** The fields. */
  children: ReactNode;
}

/**
 * An add/edit dialog: the form, Save (submits it, validating first) and Cancel. Saving sends the
 * body and says so; a refused save keeps the dialog open with what the user typed (the request
 * layer shows the server's message).
 */
export function FormDialog<V, B>(p: FormDialogProps<V, B>) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<V>(p.form);
  const save = useMutation({
    mutationFn: p.send,
    onSuccess: (_, body) => {
      if (p.quiet) return p.onSaved(body);
      feedback.message.success(t('saved'));
      p.onSaved(body);
      p.onClose();
    },
  });
  const ready = p.ready ?? true;
  return (
    <Modal
      open={p.open}
      title={p.title}
      width={p.width}
      onCancel={p.onClose}
      afterClose={p.afterClose}
      onOk={() => form.submit()}
      okText={p.okText ?? t('save')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.isPending, disabled: !ready }}
      mask={{ closable: false }}
      footer={
        p.outcome ? (
          <Button type="primary" onClick={p.onClose}>
            {p.outcome.closeText}
          </Button>
        ) : undefined
      }
    >
      {p.outcome ? (
        p.outcome.content
      ) : ready ? (
        <Form<V>
          form={form}
          name={p.name}
          layout="vertical"
          initialValues={p.initialValues}
          onFinish={(values) => {
            const problem = p.check?.(values);
            if (problem) feedback.message.warning(problem);
            else save.mutate(p.toBody(values));
          }}
          scrollToFirstError={p.scrollToFirstError}
        >
          {p.children}
        </Form>
      ) : (
        <Spin spinning={p.loading} style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
