import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rovingTarget } from '@/lib/rovingTabs';
import { guardLeave } from '@/routing/leaveGuards';
import { useTagsView } from '@/layout/tags-view/tagsView';
import { renderWithProviders } from '@/test/render';
import type { Tag } from './tags';
import { TagsView } from './TagsView';

const tag = (path: string, title: string, isAffix = false): Tag => ({
  key: path,
  path,
  routePath: path,
  name: path.slice(1),
  title,
  icon: '',
  isAffix,
  isKeepAlive: false,
});

function open() {
  useTagsView.setState({
    tags: [tag('/home', 'Start', true), tag('/menus', 'Menus'), tag('/dict', 'Dictionaries')],
    ready: true,
  });
  renderWithProviders(<TagsView />, { route: '/menus' });
  return {
    tabs: () => screen.getAllByRole('tab'),
    tab: (name: string) => screen.getByRole('tab', { name: new RegExp(name) }),
  };
}

afterEach(() => useTagsView.getState().reset());

describe('rovingTarget', () => {
  it('wraps Left and Right, jumps with Home and End, ignores other keys', () => {
    expect(rovingTarget('ArrowRight', 2, 3)).toBe(0);
    expect(rovingTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(rovingTarget('Home', 2, 3)).toBe(0);
    expect(rovingTarget('End', 0, 3)).toBe(2);
    expect(rovingTarget('a', 0, 3)).toBeUndefined();
  });
});

describe('open tabs keyboard', () => {
  it('is a labelled tablist whose current tab is the only Tab stop', () => {
    const { tabs, tab } = open();
    expect(screen.getByRole('tablist')).toHaveAccessibleName('已打开的页面');
    expect(tab('Menus')).toHaveAttribute('aria-selected', 'true');
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves the focus and the Tab stop with the arrow keys, Home and End', () => {
    const { tabs, tab } = open();
    tab('Menus').focus();
    fireEvent.keyDown(tab('Menus'), { key: 'ArrowRight' });
    expect(tab('Dictionaries')).toHaveFocus();
    expect(tabs().map((t) => t.tabIndex)).toEqual([-1, -1, 0]);
    fireEvent.keyDown(tab('Dictionaries'), { key: 'ArrowRight' });
    expect(tab('Start')).toHaveFocus();
    fireEvent.keyDown(tab('Start'), { key: 'ArrowLeft' });
    expect(tab('Dictionaries')).toHaveFocus();
    fireEvent.keyDown(tab('Dictionaries'), { key: 'Home' });
    expect(tab('Start')).toHaveFocus();
    fireEvent.keyDown(tab('Start'), { key: 'End' });
    expect(tab('Dictionaries')).toHaveFocus();
    // Moving the focus does not navigate (manual activation).
    expect(screen.getByTestId('location')).toHaveTextContent('/menus');
  });

  it('opens the focused tab with Enter or Space', () => {
    const { tab } = open();
    tab('Menus').focus();
    fireEvent.keyDown(tab('Menus'), { key: 'ArrowRight' });
    fireEvent.keyDown(tab('Dictionaries'), { key: 'Enter' });
    expect(screen.getByTestId('location')).toHaveTextContent('/dict');
    expect(tab('Dictionaries')).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(tab('Dictionaries'), { key: 'Home' });
    fireEvent.keyDown(tab('Start'), { key: ' ' });
    expect(screen.getByTestId('location')).toHaveTextContent('/home');
  });

  it('closes the focused tab with Delete, but not a pinned one', () => {
    const { tabs, tab } = open();
    tab('Dictionaries').focus();
    fireEvent.keyDown(tab('Dictionaries'), { key: 'Delete' });
    expect(tabs()).toHaveLength(2);
    tab('Start').focus();
    fireEvent.keyDown(tab('Start'), { key: 'Delete' });
    expect(tabs()).toHaveLength(2);
  });
});

describe('the current tab', () => {
  it('is scrolled into view when it changes, however many tabs are open (issue 23)', () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const { tab } = open();
    expect(scrolled.at(-1)).toBe(tab('Menus'));
    fireEvent.click(tab('Dictionaries'));
    expect(scrolled.at(-1)).toBe(tab('Dictionaries'));
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'nearest', inline: 'nearest' });
  });
});

describe('closing a tab whose page holds unsaved edits', () => {
  it('asks first: keeping the edits keeps the tab, discarding them closes it without a second question', async () => {
    const release = vi.fn();
    const stop = guardLeave('/menus', { dirty: () => true, release });
    try {
      const { tabs, tab } = open();
      tab('Menus').focus();
      fireEvent.keyDown(tab('Menus'), { key: 'Delete' });
      fireEvent.click(await screen.findByRole('button', { name: '继续编辑' }));
      expect(tabs()).toHaveLength(3);
      expect(release).not.toHaveBeenCalled();

      fireEvent.keyDown(tab('Menus'), { key: 'Delete' });
      fireEvent.click(await screen.findByRole('button', { name: '放弃修改' }));
      await waitFor(() => expect(tabs()).toHaveLength(2));
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('closes a tab without edits at once', () => {
    const stop = guardLeave('/menus', { dirty: () => false, release: vi.fn() });
    try {
      const { tabs, tab } = open();
      tab('Menus').focus();
      fireEvent.keyDown(tab('Menus'), { key: 'Delete' });
      expect(tabs()).toHaveLength(2);
    } finally {
      stop();
    }
  });
});
