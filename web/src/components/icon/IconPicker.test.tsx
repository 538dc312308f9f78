import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { IconPicker } from './IconPicker';

function Controlled({ initial, onChange }: { initial: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <IconPicker
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

describe('IconPicker', { timeout: 30000 }, () => {
  it('searches the registry, picks an icon and clears it', async () => {
    const onChange = vi.fn();
    render(<Controlled initial="" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose an icon' }));
    const search = await screen.findByRole('textbox', { name: 'Search icons' });
    expect(screen.getAllByRole('option').length).toBeGreaterThan(50);

    fireEvent.change(search, { target: { value: 'home' } });
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label'))).toEqual(['HomeOutlined']);
    fireEvent.change(search, { target: { value: 'no such icon' } });
    expect(screen.getByText('No matching icons')).toBeInTheDocument();
    fireEvent.change(search, { target: { value: 'wifi' } });
    fireEvent.click(screen.getByRole('option', { name: 'WifiOutlined' }));

    expect(onChange).toHaveBeenLastCalledWith('WifiOutlined');
    expect(screen.getByPlaceholderText('Choose or type an icon name')).toHaveValue('WifiOutlined');

    fireEvent.click(screen.getByRole('button', { name: 'Clear the icon' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
    expect(screen.getByPlaceholderText('Choose or type an icon name')).toHaveValue('');
  });

  it('marks the current icon as selected and accepts a typed name', () => {
    const onChange = vi.fn();
    render(<Controlled initial="HomeOutlined" onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Choose an icon' }));
    expect(screen.getByRole('option', { name: 'HomeOutlined' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'UserOutlined' })).toHaveAttribute('aria-selected', 'false');

    fireEvent.change(screen.getByPlaceholderText('Choose or type an icon name'), {
      target: { value: ' BellOutlined ' },
    });
    expect(onChange).toHaveBeenLastCalledWith('BellOutlined');
  });
});
