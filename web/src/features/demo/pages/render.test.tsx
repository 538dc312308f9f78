import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import * as pages from './index';
import { DEMO_PAGES, demoPagesTexts } from './texts';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => vi.restoreAllMocks());

describe('demo page texts', () => itHasEveryLanguage(DEMO_PAGES, demoPagesTexts));

// Each page and the heading its main card shows: it renders, in English, without a console error.
const MAIN: [keyof typeof pages, string | RegExp][] = [
  ['FilteringPage', 'Filtering'],
  ['FilteringDetailsPage', 'Filtering details'],
  ['IconfontPage', /^Icons \(\d+\)$/],
  ['FormAdaptPage', 'Responsive form (resize the window to see it)'],
  ['TableRulesPage', 'Table validation'],
  ['FormI18nPage', 'Form i18n: labels follow the language'],
  ['FormRulesPage', 'Form 1'],
  ['DynamicFormPage', 'Dynamic form'],
  ['ListAdaptPage', 'Responsive list (resize the window to see it)'],
  ['WaterfallPage', 'Waterfall (layout one)'],
  ['StepsPage', 'Steps'],
  ['PreviewPage', 'Image preview: click a thumbnail; switch, zoom, rotate'],
  ['WavesPage', 'Waves: click a button to see the ripple'],
  ['TreeTablePage', 'Tree table'],
  ['DragPage', 'Draggable dialog'],
  ['LazyImgPage', 'Lazy images: each loads when it scrolls into view'],
];

describe('page-pattern demos', { timeout: 120000 }, () => {
  it.each(MAIN)('%s renders its main content without console errors', (name, heading) => {
    const errors = vi.spyOn(console, 'error');
    const Page = pages[name] as ComponentType;
    renderWithProviders(<Page />);
    expect(screen.getAllByText(heading).length).toBeGreaterThan(0);
    expect(errors).not.toHaveBeenCalled();
  });
});
