import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Local } from '@/lib/storage';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { GridLayoutDemo } from './GridLayoutDemo';
import { DEFAULT_LAYOUT, loadLayout, saveLayout } from './layout';
import { demoTexts, GRID_LAYOUT } from './texts';

const moved = DEFAULT_LAYOUT.map((item) => (item.i === '0' ? { ...item, x: 4, y: 8, w: 3, h: 2 } : item));

describe('grid layout demo', () => {
  itHasEveryLanguage(GRID_LAYOUT, demoTexts);
  afterEach(() => localStorage.clear());

  it('saves a changed layout and restores it; anything else falls back to the default', () => {
    expect(loadLayout()).toEqual(DEFAULT_LAYOUT);
    saveLayout(moved.map((m) => ({ ...m, moved: false, static: false })));
    expect(loadLayout()).toEqual(moved);
    Local.set('demoGridLayout', [{ i: '0', x: -1, y: 0, w: 1, h: 1 }]);
    expect(loadLayout()).toEqual(DEFAULT_LAYOUT);
    Local.set('demoGridLayout', moved.slice(1));
    expect(loadLayout()).toEqual(DEFAULT_LAYOUT);
  });

  it('renders the saved tiles and restores the default on request', async () => {
    saveLayout(moved);
    renderWithProviders(<GridLayoutDemo />);
    expect(screen.getByTestId('demo-grid-layout')).toBeInTheDocument();
    expect(await screen.findByTestId('tile-6')).toHaveTextContent('方块 6');
    expect(Local.get('demoGridLayout')).toEqual(
      expect.arrayContaining([expect.objectContaining({ i: '0', x: 4, w: 3 })]),
    );
    await userEvent.click(screen.getByRole('button', { name: '恢复默认布局' }));
    expect(Local.get('demoGridLayout')).toEqual(
      expect.arrayContaining([expect.objectContaining({ i: '0', x: 0, y: 0 })]),
    );
  });
});
