import { Card, Col, Form, Input, Row, Select, type ColProps, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchButtons } from './SearchButtons';

/** One filter of a list page: a text box, or a select when it has options. */
export interface SearchField {
  name: string;
  label: string;
  /** The select's choices; without them the field is a text box. */
  options?: { value: string | number; label: ReactNode }[];
  /** Its column, where it differs from the page's `cols.field`. */
  col?: ColProps;
  /** A control of its own (a date range) instead of the text box or select. */
  control?: ReactNode;
}

export interface SearchCardProps<F> {
  form: FormInstance<F>;
  /** The form's name: its fields' ids are `${name}_${field}`. */
  name: string;
  fields: SearchField[];
  /** The columns of the fields and of the search/reset buttons (which come last). */
  cols: { field: ColProps; buttons: ColProps };
  onSearch: (values: F) => void;
  onReset: () => void;
  initialValues?: FormProps<F>['initialValues'];
  /** Above the form (a title, a way back). */
  header?: ReactNode;
}

/** A list page's search form in its card: the filters side by side, then search and reset. */
export function SearchCard<F>(p: SearchCardProps<F>) {
  const { t } = useTranslation();
  return (
    <Card size="small" styles={{ body: { paddingBottom: 0 } }}>
      {p.header}
      <Form<F> form={p.form} name={p.name} layout="vertical" onFinish={p.onSearch} initialValues={p.initialValues}>
        <Row gutter={16} align="bottom">
          {p.fields.map(({ name, label, options, col, control }) => (
            <Col key={name} {...(col ?? p.cols.field)}>
              <Form.Item name={name} label={label}>
                {control ? (
                  control
                ) : options ? (
                  <Select
                    allowClear
                    placeholder={t('pleaseSelect', { field: label })}
                    options={options.map((o) => ({ value: o.value, label: o.label }))}
                  />
                ) : (
                  <Input allowClear placeholder={label} />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col {...p.cols.buttons}>
            <SearchButtons onReset={p.onReset} />
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
