import { Form, type FormInstance } from 'antd';
import { useEffect, type ReactNode } from 'react';

interface Props<V> {
  form: FormInstance<V>;
  /** The node's settings as the form's values (read when the node changes: the drawer keys the form by node). */
  initialValues: Partial<V>;
  /** Every edit, as the form's values: the drawer writes them into the node at once. */
  onValues: (values: V) => void;
  children: ReactNode;
}

/**
 * The drawer's form of one node: edits go straight into the node (an undo step each, typing coalesced),
 * and the fields show their problems at once, as the server's validate would report them.
 */
export function NodeForm<V>({ form, initialValues, onValues, children }: Props<V>) {
  // Show what is missing as soon as the drawer opens, so an unfinished node says what it needs.
  useEffect(() => {
    void form.validateFields().catch(() => undefined);
  }, [form]);
  return (
    <Form<V>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={(_, all) => onValues(all)}
      // The drawer has no submit: Enter in a field must not reload anything.
      onFinish={() => undefined}
    >
      {children}
    </Form>
  );
}
