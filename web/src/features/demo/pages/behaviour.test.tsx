import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { DragPage } from './DragPage';
import { DynamicFormPage } from './DynamicFormPage';
import { FilteringDetailsPage } from './FilteringDetailsPage';
import { FilteringPage } from './FilteringPage';
import { IconfontPage } from './IconfontPage';
import { StepsPage } from './StepsPage';
import { TableRulesPage } from './TableRulesPage';

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // jsdom has no PointerEvent: a MouseEvent carries the same coordinates and button.
  if (!window.PointerEvent) window.PointerEvent = MouseEvent as unknown as typeof PointerEvent;
});

describe('page-pattern demo behaviour', { timeout: 120000 }, () => {
  it('dynamic form: adds and removes groups, and names every empty required field', async () => {
    renderWithProviders(<DynamicFormPage />);
    expect(screen.getAllByTestId('period-row')).toHaveLength(1);
    fireEvent.click(screen.getByLabelText('Add a group'));
    fireEvent.click(screen.getByLabelText('Add a group'));
    expect(screen.getAllByTestId('period-row')).toHaveLength(3);
    fireEvent.click(screen.getByLabelText('Remove group 2'));
    expect(screen.getAllByTestId('period-row')).toHaveLength(2);
    fireEvent.click(screen.getByText('Validate'));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getAllByText('Year is required')).toHaveLength(2);
  });

  it('table validation: asks for a row first, then marks each empty required cell', async () => {
    renderWithProviders(<TableRulesPage />);
    fireEvent.click(screen.getByText('Validate table'));
    expect(await screen.findByText('Add a row first', { selector: '.ant-message *' })).toBeInTheDocument();
    fireEvent.click(screen.getByText('Add a row'));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Gateway A' } });
    fireEvent.click(screen.getByText('Validate table'));
    // Category 1, category 2 and the date are empty; the name is filled and the remark is optional.
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(3));
    expect(await screen.findByText('Some required cells are empty')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Remove'));
    await waitFor(() => expect(screen.queryAllByText('Required')).toHaveLength(0));
  });

  it('drag: the block follows the pointer and the arrow keys', () => {
    renderWithProviders(<DragPage />);
    const block = screen.getByText('Hold and drag me').closest('button') as HTMLElement;
    fireEvent.pointerDown(block, { button: 0, clientX: 10, clientY: 10 });
    fireEvent.pointerMove(window, { clientX: 60, clientY: 40 });
    fireEvent.pointerUp(window);
    expect(screen.getByTestId('drag-position')).toHaveTextContent('Position: 50, 30');
    fireEvent.pointerMove(window, { clientX: 200, clientY: 200 });
    expect(screen.getByTestId('drag-position')).toHaveTextContent('Position: 50, 30');
    fireEvent.keyDown(block, { key: 'ArrowRight' });
    expect(screen.getByTestId('drag-position')).toHaveTextContent('Position: 60, 30');
  });

  it('filtering: a facet narrows the cards and lands in the URL; a card opens its details', () => {
    renderWithProviders(<FilteringPage />, { route: '/demo/pages/filtering' });
    expect(screen.getByText('40 items')).toBeInTheDocument();
    const role = screen.getByRole('group', { name: 'Role' });
    fireEvent.click(within(role).getByText('Administrator'));
    expect(screen.getByText('20 items')).toBeInTheDocument();
    fireEvent.click(document.querySelector('[role="button"][aria-description^="Open details"]')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/demo/pages/filteringDetails');
  });

  it('filtering details: shows the item the query names, or explains how to get here', () => {
    const { unmount } = renderWithProviders(<FilteringDetailsPage />, { route: '/demo/pages/filteringDetails?id=7' });
    expect(screen.getByText('Details of item 7')).toBeInTheDocument();
    unmount();
    renderWithProviders(<FilteringDetailsPage />, { route: '/demo/pages/filteringDetails' });
    expect(screen.getByText(/No item given/)).toBeInTheDocument();
  });

  it('steps: next moves through the three results and back to the first', () => {
    renderWithProviders(<StepsPage />);
    expect(screen.getByText('Success')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Next'));
    expect(screen.getByText('Warning')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Next'));
    fireEvent.click(screen.getByText('Next'));
    expect(screen.getByText('Success')).toBeInTheDocument();
  });

  it('icons: the search narrows the gallery', async () => {
    renderWithProviders(<IconfontPage />);
    fireEvent.change(screen.getByLabelText('Search icons'), { target: { value: 'wifi' } });
    await waitFor(() => expect(screen.getByText('Icons (1)')).toBeInTheDocument());
    expect(screen.getByText('WifiOutlined')).toBeInTheDocument();
  });
});
