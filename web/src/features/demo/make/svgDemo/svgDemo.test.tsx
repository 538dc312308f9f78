import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { SvgIcon } from './SvgIcon';
import { SvgIconDemo } from './SvgIconDemo';
import { demoTexts, SVG_ICON } from './texts';

describe('svg icon demo', () => {
  itHasEveryLanguage(SVG_ICON, demoTexts);

  it('renders its four samples', () => {
    renderWithProviders(<SvgIconDemo />);
    expect(screen.getByTestId('demo-svg-icon')).toHaveTextContent('fa fa-bell');
  });

  it('shows a URL as an image of the given size', () => {
    const { container } = render(<SvgIcon name="/favicon.svg" size={30} />);
    expect(container.querySelector('img')).toHaveAttribute('width', '30');
  });
});
