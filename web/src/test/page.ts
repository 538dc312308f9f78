// Helpers for the tests of a management page: texts in English, a user holding some permissions,
// and ways to reach its inputs, rows and buttons.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi, type Mock } from 'vitest';
import i18n from '@/i18n';
import { useUserStore } from '@/stores/user';

/**
 * Each test of the file in English, with fresh mocks answering as `serve` sets them up, and a user
 * holding `permissions` (all, unless told), none after it.
 */
export function setUpPageTests({ serve, permissions = ['*/*/*'] }: { serve: () => void; permissions?: string[] }) {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    vi.clearAllMocks();
    serve();
    grant(permissions);
  });
  afterEach(() => grant([]));
}

/** The user now holds `permissions`. */
export const grant = (permissions: string[]) => act(() => useUserStore.setState({ permissions }));

/** Types into an input (one change event: user-event's per-key typing is slow with antd). */
export const fill = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

/** The table row showing `text`. */
export const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

/** A button by its visible text (antd puts the icon's name first). */
export const byText = (name: string, scope: Pick<typeof screen, 'getByRole'> = screen) =>
  scope.getByRole('button', { name: new RegExp(`(^|\\s)${name}$`) });

/** Clicks `button` (a dialog's Save, say) and waits until `call` (a mocked request) sent `body` to `url`. */
export async function clickSends(button: HTMLElement, call: Mock, url: string, body: unknown) {
  fireEvent.click(button);
  await waitFor(() => expect(call).toHaveBeenCalledWith(url, body));
}

/** Fills `values` (by field label) in `dialog`, clicks Save and waits until `call` sent `body` to `url`. */
export async function fillAndSave(
  dialog: HTMLElement,
  values: Record<string, string>,
  call: Mock,
  url: string,
  body: unknown,
) {
  for (const [label, value] of Object.entries(values)) fill(within(dialog).getByLabelText(label), value);
  await clickSends(byText('Save', within(dialog)), call, url, body);
}
