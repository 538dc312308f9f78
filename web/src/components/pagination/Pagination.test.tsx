import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { Pagination, type PaginationProps } from './Pagination';

// antd's Select measures itself; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const initialWidth = window.innerWidth;
function setWidth(width: number) {
  act(() => {
    window.innerWidth = width;
    window.dispatchEvent(new Event('resize'));
  });
}
/** The page numbers the pager shows, in order. */
const pageNumbers = () =>
  [...document.querySelectorAll('.pagination-pager button')]
    .map((b) => b.textContent ?? '')
    .filter((text) => /^\d+$/.test(text))
    .map(Number);
const activePage = () => screen.getByRole('button', { current: 'page' }).textContent;
const button = (name: string) => screen.getByRole('button', { name });
const sizes = () => screen.getByRole('combobox', { name: 'Rows per page' });
const jumper = () => screen.getByRole('textbox', { name: 'Go to page' });

beforeEach(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => setWidth(initialWidth));

/** A parent that owns page and limit, as screens do. */
function Owned(props: Partial<PaginationProps>) {
  const [state, setState] = useState({ page: props.page ?? 1, limit: props.limit ?? 20 });
  return (
    <Pagination
      total={1000}
      {...props}
      page={state.page}
      limit={state.limit}
      onChange={(next) => {
        setState(next);
        props.onChange?.(next);
      }}
    />
  );
}

describe('Pagination', () => {
  it('shows 5 page buttons below 992 px and 7 from 992 px, following resizes', () => {
    setWidth(800);
    const { container } = render(<Pagination total={1000} page={25} />);
    expect(pageNumbers()).toEqual([1, 24, 25, 26, 50]);
    expect(container.firstElementChild).toHaveAttribute('data-pager-count', '5');
    setWidth(992);
    expect(pageNumbers()).toEqual([1, 23, 24, 25, 26, 27, 50]);
    expect(container.firstElementChild).toHaveAttribute('data-pager-count', '7');
    setWidth(991);
    expect(pageNumbers()).toEqual([1, 24, 25, 26, 50]);
  });

  it.each([
    [800, 1, [1, 2, 3, 4, 50]],
    [1280, 1, [1, 2, 3, 4, 5, 6, 50]],
    [800, 50, [1, 47, 48, 49, 50]],
    [1280, 50, [1, 45, 46, 47, 48, 49, 50]],
  ])('at %d px, page %d shows %j', (width, page, numbers) => {
    setWidth(width);
    render(<Pagination total={1000} page={page} />);
    expect(pageNumbers()).toEqual(numbers);
  });

  it('takes a pager count and shows every page when they fit', () => {
    setWidth(1280);
    const { rerender } = render(<Pagination total={140} />);
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    rerender(<Pagination total={140} pagerCount={5} page={4} />);
    expect(pageNumbers()).toEqual([1, 3, 4, 5, 7]);
    rerender(<Pagination total={0} />);
    expect(pageNumbers()).toEqual([1]);
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeDisabled();
  });

  it("defaults to page 1, 20 a page, sizes 10/20/30/50 and the layout 'total, sizes, prev, pager, next, jumper'", async () => {
    setWidth(1280);
    const { container } = render(<Pagination total={95} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBe(container.firstElementChild);
    const order = [...nav.children].map((el) =>
      el.matches('.pagination-total')
        ? 'total'
        : el.matches('.pagination-sizes')
          ? 'sizes'
          : el.matches('[aria-label="Previous page"]')
            ? 'prev'
            : el.matches('.pagination-pager')
              ? 'pager'
              : el.matches('[aria-label="Next page"]')
                ? 'next'
                : el.matches('.pagination-jumper')
                  ? 'jumper'
                  : el.outerHTML,
    );
    expect(order).toEqual(['total', 'sizes', 'prev', 'pager', 'next', 'jumper']);
    expect(screen.getByText('Total 95')).toBeInTheDocument();
    expect(activePage()).toBe('1');
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(button('Previous page')).toBeDisabled();
    expect(button('Next page')).toBeEnabled();
    expect(screen.getByText('20 / page')).toBeInTheDocument();
    fireEvent.mouseDown(sizes());
    await screen.findByRole('listbox');
    const options = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(options).toEqual(['10 / page', '20 / page', '30 / page', '50 / page']);
    expect(jumper()).toHaveValue('1');
  });

  it('reports page changes from page buttons, prev, next and the jumpers, and follows its parent', async () => {
    setWidth(1280);
    const onChange = vi.fn();
    render(<Owned onChange={onChange} />);
    await userEvent.click(button('2'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    expect(activePage()).toBe('2');
    await userEvent.click(button('Next page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, limit: 20 });
    await userEvent.click(button('Previous page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    await userEvent.click(button('Next 5 pages'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 7, limit: 20 });
    expect(pageNumbers()).toEqual([1, 5, 6, 7, 8, 9, 50]);
    await userEvent.click(button('Previous 5 pages'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 20 });
    await userEvent.click(button('50'));
    expect(button('Next page')).toBeDisabled();
  });

  it('shows which way a jumper goes while it is hovered or focused', async () => {
    setWidth(800);
    render(<Pagination total={1000} page={25} />);
    const more = button('Next 3 pages');
    expect(more.querySelector('[aria-label="ellipsis"]')).toBeInTheDocument();
    fireEvent.mouseEnter(more);
    expect(more.querySelector('[aria-label="double-right"]')).toBeInTheDocument();
    fireEvent.mouseLeave(more);
    fireEvent.focus(button('Previous 3 pages'));
    expect(button('Previous 3 pages').querySelector('[aria-label="double-left"]')).toBeInTheDocument();
    fireEvent.blur(button('Previous 3 pages'));
    expect(button('Previous 3 pages').querySelector('[aria-label="ellipsis"]')).toBeInTheDocument();
  });

  it('reports a size change, keeping the page while it still exists', async () => {
    const onChange = vi.fn();
    render(<Owned total={95} page={3} onChange={onChange} />);
    fireEvent.mouseDown(sizes());
    await userEvent.click(await screen.findByTitle('30 / page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, limit: 30 });
    fireEvent.mouseDown(sizes());
    await userEvent.click(await screen.findByTitle('50 / page'));
    expect(onChange).toHaveBeenLastCalledWith({ page: 2, limit: 50 }); // 95 rows: page 3 is gone
  });

  it('jumps to a typed page, within 1 and the last page', async () => {
    const onChange = vi.fn();
    render(<Owned total={95} onChange={onChange} />);
    await userEvent.clear(jumper());
    await userEvent.type(jumper(), '4x{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 4, limit: 20 });
    expect(jumper()).toHaveValue('4');
    await userEvent.clear(jumper());
    await userEvent.type(jumper(), '99');
    fireEvent.blur(jumper());
    expect(onChange).toHaveBeenLastCalledWith({ page: 5, limit: 20 });
    await userEvent.clear(jumper());
    await userEvent.type(jumper(), '0{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, limit: 20 });
    onChange.mockClear();
    await userEvent.clear(jumper());
    fireEvent.blur(jumper());
    expect(onChange).not.toHaveBeenCalled();
    expect(jumper()).toHaveValue('1');
  });

  it('keeps its own page when nobody owns it, and reports only real changes', async () => {
    const onChange = vi.fn();
    render(<Pagination total={100} onChange={onChange} />);
    await userEvent.click(button('3'));
    expect(activePage()).toBe('3');
    expect(onChange).toHaveBeenCalledWith({ page: 3, limit: 20 });
    await userEvent.click(button('3'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the last page when the parent asks for one past it', () => {
    render(<Pagination total={45} page={9} />);
    expect(activePage()).toBe('3');
  });

  it('renders only the pieces the layout names, in its order', () => {
    const { rerender } = render(<Pagination total={100} layout="pager" />);
    expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(pageNumbers()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.queryByText('Total 100')).toBeNull();
    rerender(<Pagination total={100} layout="next, prev, ->, total" />);
    const nav = screen.getByRole('navigation');
    expect(pageNumbers()).toEqual([]);
    expect(nav.firstElementChild).toHaveAccessibleName('Next page');
    expect(nav.children[1]).toHaveAccessibleName('Previous page');
    expect(nav.children[2]).toHaveStyle({ flex: '1' });
    expect(nav.lastElementChild).toHaveTextContent('Total 100');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    rerender(<Pagination total={100} layout="jumper,total" />);
    expect(nav.firstElementChild).toHaveClass('pagination-jumper');
  });

  it('offers a limit that is not among the page sizes, and other page sizes', async () => {
    render(<Pagination total={1000} limit={25} pageSizes={[100, 10]} />);
    fireEvent.mouseDown(sizes());
    await screen.findByRole('listbox');
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.getAttribute('title'));
    expect(titles).toEqual(['10 / page', '25 / page', '100 / page']);
  });

  it('fills page buttons with background and leaves them plain without', () => {
    const { rerender } = render(<Pagination total={100} />);
    expect(button('2')).toHaveClass('ant-btn-variant-filled');
    expect(button('1')).toHaveClass('ant-btn-variant-solid', 'ant-btn-color-primary');
    rerender(<Pagination total={100} background={false} className="extra" style={{ marginTop: 4 }} />);
    expect(button('2')).toHaveClass('ant-btn-variant-text');
    expect(button('1')).toHaveClass('ant-btn-variant-text', 'ant-btn-color-primary');
    const nav = screen.getByRole('navigation');
    expect(nav).toHaveClass('pagination', 'extra');
    expect(nav).toHaveStyle({ marginTop: '4px' });
  });

  it('renders nothing when hidden', () => {
    const { container } = render(<Pagination total={100} hidden />);
    expect(container).toBeEmptyDOMElement();
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('zh-cn');
    render(<Pagination total={42} />);
    expect(screen.getByText('共 42 条')).toBeInTheDocument();
    expect(screen.getByText('20 条/页')).toBeInTheDocument();
    expect(screen.getByText('前往')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
  });
});
