import { FilterOutlined } from '@ant-design/icons';
import { Button, Card, Col, Form, Input, Row, Select, type ColProps, type FormInstance, type FormProps } from 'antd';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NARROW_WIDTH, useWidthBelow } from '@/lib/viewport';
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

/** How many filters hold a value (an empty text, an empty list or a range of blanks is none). */
function activeFilters(values: Record<string, unknown> | undefined): number {
  const filled = (v: unknown): boolean =>
    Array.isArray(v) ? v.some(filled) : v !== undefined && v !== null && String(v).trim() !== '';
  return Object.values(values ?? {}).filter(filled).length;
}

/**
 * A list page's search form in its card: the filters side by side, then search and reset. On a
 * phone the form folds behind a Filters button (naming how many are set), so the data comes first.
 */
export function SearchCard<F>(p: SearchCardProps<F>) {
  const { t } = useTranslation();
  const narrow = useWidthBelow(NARROW_WIDTH);
  const [unfolded, setUnfolded] = useState(false);
  const formId = useId();
  const active = Form.useWatch((values: F) => activeFilters(values as Record<string, unknown>), p.form) ?? 0;
  const folded = narrow && !unfolded;
  return (
    <Card size="small" styles={{ body: { paddingBottom: folded ? undefined : 0 } }}>
      {p.header}
      {narrow && (
        <Button
          icon={<FilterOutlined />}
          aria-expanded={unfolded}
          aria-controls={formId}
          onClick={() => setUnfolded(!unfolded)}
          style={{ marginBottom: folded ? 0 : 12 }}
        >
          {active ? `${t('filters')} (${active})` : t('filters')}
        </Button>
      )}
      <div id={formId} hidden={folded}>
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
      </div>
    </Card>
  );
}
