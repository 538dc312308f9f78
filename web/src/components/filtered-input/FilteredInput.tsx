import { Input, type InputProps } from 'antd';
import { useState } from 'react';
import { inputFilters, type InputFilterName } from '@/lib/inputFilter';

export interface FilteredInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** 'integer', 'percent', 'decimal', or any text-to-text function. */
  filter: InputFilterName | ((value: string) => string);
  value?: string;
  defaultValue?: string;
  /** Called with the filtered text (antd Form.Item takes it as the field's value). */
  onChange?: (value: string) => void;
}

const inputModes: Record<InputFilterName, InputProps['inputMode']> = {
  integer: 'numeric',
  percent: 'numeric',
  decimal: 'decimal',
};

/** An antd Input that filters while typing or pasting (spec §5's input filters); works controlled, uncontrolled and in a Form.Item. */
export function FilteredInput(props: FilteredInputProps) {
  const { filter, value, defaultValue, onChange, ...rest } = props;
  const apply = typeof filter === 'function' ? filter : inputFilters[filter];
  const [own, setOwn] = useState(() => apply(defaultValue ?? ''));
  // Form.Item passes `value` even while it is undefined: then the form, not this input, owns the text.
  const controlled = 'value' in props;
  return (
    <Input
      inputMode={typeof filter === 'function' ? undefined : inputModes[filter]}
      {...rest}
      value={controlled ? (value ?? '') : own}
      onChange={(e) => {
        const next = apply(e.target.value);
        setOwn(next);
        onChange?.(next);
      }}
    />
  );
}
