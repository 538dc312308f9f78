import { describe, expect, it } from 'vitest';
import { unsavedAt } from '@/routing/leaveGuards';
import { renderWithProviders } from '@/test/render';
import { useUnsavedGuard } from './useUnsavedGuard';

let edited = false;
function Editor() {
  const { blocker } = useUnsavedGuard(() => edited);
  return <>{blocker}editing</>;
}

describe('useUnsavedGuard', () => {
  it("tells the tab bar, under the page's path, whether closing its tab would drop edits", () => {
    const path = '/system/tools/gen/edit?tableId=7';
    const view = renderWithProviders(<Editor />, { route: path });
    expect(unsavedAt([path])).toHaveLength(0);
    edited = true;
    expect(unsavedAt([path])).toHaveLength(1);
    expect(unsavedAt(['/system/tools/gen/edit?tableId=8'])).toHaveLength(0);
    view.unmount();
    expect(unsavedAt([path])).toHaveLength(0);
  });
});
