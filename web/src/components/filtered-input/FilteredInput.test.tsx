import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilteredInput } from './FilteredInput';

const box = () => screen.getByRole('textbox') as HTMLInputElement;

describe('FilteredInput', () => {
  it.each([
    ['integer', '0a1b2.3', '123', 'numeric'],
    ['percent', '12x34', '100', 'numeric'],
    ['percent', '8%', '8', 'numeric'],
    ['decimal', '3.14159', '3.14', 'decimal'],
    ['decimal', '-1..5', '1.5', 'decimal'],
  ] as const)('%s filters %j to %j while typing', async (filter, typed, shown, inputMode) => {
    const onChange = vi.fn();
    render(<FilteredInput filter={filter} onChange={onChange} />);
    await userEvent.type(box(), typed);
    expect(box().value).toBe(shown);
    expect(box()).toHaveAttribute('inputmode', inputMode);
    expect(onChange).toHaveBeenLastCalledWith(shown);
  });

  it('filters pasted text and a default value', () => {
    render(<FilteredInput filter="integer" defaultValue="00042abc" />);
    expect(box().value).toBe('42');
    fireEvent.change(box(), { target: { value: ' 1 234 567 ' } });
    expect(box().value).toBe('1234567');
  });

  it('takes any text-to-text function', async () => {
    render(<FilteredInput filter={(v) => v.toUpperCase().replace(/[^A-Z]/g, '')} />);
    await userEvent.type(box(), 'ab1c');
    expect(box().value).toBe('ABC');
    expect(box()).not.toHaveAttribute('inputmode');
  });

  it('shows what a controlling parent holds', async () => {
    function Parent() {
      const [value, setValue] = useState('5');
      return (
        <>
          <FilteredInput filter="percent" value={value} onChange={setValue} />
          <output>{value}</output>
          <button onClick={() => setValue('')}>clear</button>
        </>
      );
    }
    render(<Parent />);
    expect(box().value).toBe('5');
    await userEvent.type(box(), '0a0');
    expect(box().value).toBe('100');
    expect(screen.getByRole('status')).toHaveTextContent('100');
    await userEvent.click(screen.getByText('clear'));
    expect(box().value).toBe('');
  });

  it('works as a form field, resets included', async () => {
    const onFinish = vi.fn();
    let form: ReturnType<typeof Form.useForm>[0];
    function Demo() {
      [form] = Form.useForm();
      return (
        <Form form={form} onFinish={onFinish}>
          <Form.Item name="amount">
            <FilteredInput filter="decimal" />
          </Form.Item>
        </Form>
      );
    }
    render(<Demo />);
    await userEvent.type(box(), '12.345x');
    expect(box().value).toBe('12.34');
    await act(async () => form.submit());
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ amount: '12.34' }));
    act(() => form.resetFields());
    expect(box().value).toBe('');
  });
});
