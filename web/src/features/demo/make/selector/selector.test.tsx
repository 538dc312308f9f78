import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { IconSelectorDemo } from './IconSelectorDemo';
import { demoTexts, ICON_SELECTOR } from './texts';

describe('icon selector demo', () => {
  itHasEveryLanguage(ICON_SELECTOR, demoTexts);

  it('renders the picker with the chosen icon and the properties table', () => {
    renderWithProviders(<IconSelectorDemo />);
    expect(screen.getByTestId('demo-icon-selector')).toBeInTheDocument();
    expect(screen.getByTestId('chosen-icon')).toHaveTextContent('HomeOutlined');
    expect(screen.getByRole('cell', { name: 'onChange' })).toBeInTheDocument();
    // The picker renders every icon name of the set: slow on a loaded machine.
  }, 60_000);
});
