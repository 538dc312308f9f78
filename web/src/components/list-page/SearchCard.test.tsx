// Issue 23: on a phone every list put its whole filter form (a screen of it) before the data.
import { fireEvent, screen } from '@testing-library/react';
import { Form } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMedia, renderWithProviders } from '@/test/render';
import { SearchCard } from './SearchCard';

function Filters() {
  const [form] = Form.useForm<{ keyword?: string; status?: number }>();
  return (
    <SearchCard
      form={form}
      name="probe"
      fields={[
        { name: 'keyword', label: 'Keyword' },
        { name: 'status', label: 'Status', options: [{ value: 1, label: 'On' }] },
      ]}
      cols={{ field: { span: 12 }, buttons: { span: 24 } }}
      onSearch={vi.fn()}
      onReset={vi.fn()}
    />
  );
}

let undo = () => {};
afterEach(() => undo());

describe('SearchCard', () => {
  it('shows the filters at once on a wide screen, with no Filters button', () => {
    renderWithProviders(<Filters />);
    expect(screen.getByLabelText('Keyword')).toBeVisible();
    expect(screen.queryByRole('button', { name: /筛选|Filters/ })).toBeNull();
  });

  it('folds the filters behind a Filters button on a phone, which names how many are set', async () => {
    undo = mockMedia('max-width', true);
    renderWithProviders(<Filters />);
    const toggle = screen.getByRole('button', { name: /^filter (筛选|Filters)$/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('Keyword')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'pump' } });
    expect(await screen.findByRole('button', { name: /^filter (筛选|Filters) \(1\)$/ })).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.getByLabelText('Keyword')).not.toBeVisible();
  });
});
