import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { SplitPanesDemo } from './SplitPanesDemo';
import { demoTexts, SPLIT_PANES } from './texts';

describe('split panes demo', () => {
  itHasEveryLanguage(SPLIT_PANES, demoTexts);

  it('renders four panes and three separators', () => {
    renderWithProviders(<SplitPanesDemo />);
    expect(screen.getByTestId('demo-split-panes')).toHaveTextContent('窗格 4');
    expect(screen.getAllByRole('separator')).toHaveLength(3);
  });
});
