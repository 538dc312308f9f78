import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { grant } from '@/test/page';
import { renderWithProviders } from '@/test/render';
import { RowActions } from './RowActions';

const permissions = { edit: 'p/edit', delete: 'p/delete' };

describe('RowActions', () => {
  afterEach(() => grant([]));

  it('edits, and deletes after asking, each with its permission', async () => {
    await i18n.changeLanguage('en');
    grant(['p/edit', 'p/delete']);
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(<RowActions permissions={permissions} name="Pump" onEdit={onEdit} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: /Edit$/ }));
    expect(onEdit).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /Delete$/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalled());
  });

  it('shows a locked row’s edit and delete disabled, saying why', async () => {
    await i18n.changeLanguage('en');
    grant(['p/edit', 'p/delete']);
    renderWithProviders(
      <RowActions permissions={permissions} name="Pump" onEdit={vi.fn()} onDelete={vi.fn()} locked="Published" />,
    );
    for (const name of [/Edit$/, /Delete$/]) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAttribute('aria-description', 'Published');
    }
  });

  it('hides what the user may not do; without onEdit the row can only be deleted', async () => {
    await i18n.changeLanguage('en');
    grant(['p/edit']);
    const { unmount } = renderWithProviders(
      <RowActions permissions={permissions} name="Pump" onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /Delete$/ })).toBeNull();
    unmount();
    grant(['p/edit', 'p/delete']);
    renderWithProviders(<RowActions permissions={permissions} name="Log" onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Edit$/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Delete$/ })).toBeEnabled();
  });
});
