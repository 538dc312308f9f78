import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Local } from '@/lib/storage';
import { defaultThemeConfig, useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { OPEN_SETTINGS_EVENT } from './actions';
import {
  byLabel,
  combobox,
  config,
  drawer,
  findPopupPart,
  message,
  open,
  section,
  setUpDrawerTests,
  toggle,
} from './drawerTestKit';
import { SettingsHost } from './SettingsHost';

setUpDrawerTests();

describe('settings drawer', () => {
  it('is loaded and opened by the openSetingsDrawer event', async () => {
    useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig } });
    render(<SettingsHost />);
    expect(drawer()).toBeNull();
    act(() => void window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT)));
    expect(config().isDrawer).toBe(true);
    expect(await screen.findByText('Layout settings')).toBeInTheDocument();
    expect(drawer()).not.toBeNull();
  });

  it('opens with themeConfig.isDrawer', async () => {
    useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig } });
    render(<SettingsHost />);
    act(() => useThemeConfig.getState().setThemeConfig({ isDrawer: true }));
    expect(await screen.findByText('Layout settings')).toBeInTheDocument();
  });

  it('opens from the right, 260 px wide', () => {
    open();
    expect(drawer()!.style.width).toBe('260px');
    expect(document.querySelector('.ant-drawer-right')).not.toBeNull();
  });

  it('shows every section and setting', () => {
    open();
    for (const name of [
      'Global theme',
      'Top bar',
      'Menu',
      'Columns menu',
      'Interface settings',
      'Other settings',
      'Layout',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    for (const name of [
      'Primary colour',
      'Top bar background',
      'Top bar text colour',
      'Menu background',
      'Menu text colour',
      'Columns menu background',
      'Columns menu text colour',
    ]) {
      expect(document.querySelector(`[aria-label="${name}"]`), name).not.toBeNull();
    }
    for (const name of [
      'Dark mode',
      'Top bar gradient',
      'Menu gradient',
      'Columns menu gradient',
      'Collapse the menu',
      'One submenu open at a time',
      'Fixed header',
      'Classic layout split menu',
      'Lock screen',
      'Show logo',
      'Breadcrumb',
      'Breadcrumb icons',
      'Tags view',
      'Tags view icons',
      'Keep tags after reload',
      'Drag to sort tags',
      'Share tags',
      'Footer',
      'Grayscale',
      'Invert colours (colour-weak)',
      'Watermark',
    ]) {
      expect(toggle(name)).toBeInTheDocument();
    }
    expect(byLabel('Lock after (seconds)')).toHaveValue('30');
    expect(byLabel('Watermark text')).toHaveValue('IoT platform');
    for (const name of ['Tags view style', 'Page animation', 'Columns highlight style', 'Columns item layout']) {
      expect(combobox(name)).toHaveAttribute('role', 'combobox');
    }
    const group = document.querySelector('[role="radiogroup"][aria-label="Layout"]')!;
    const layouts = Array.from(group.querySelectorAll('[role="radio"]'));
    expect(layouts.map((r) => r.textContent)).toEqual(['Default', 'Classic', 'Transverse', 'Columns', 'Enterprise']);
    expect(layouts.map((r) => r.getAttribute('aria-checked'))).toEqual(['false', 'false', 'false', 'false', 'true']);
    expect(screen.getByText(/copy the configuration/)).toBeInTheDocument();
    expect(screen.getByText('Copy configuration').closest('button')).toBeInTheDocument();
    expect(screen.getByText('Reset to defaults').closest('button')).toBeInTheDocument();
  });

  it('offers the spec options in the selects', async () => {
    open({ layout: 'columns' });
    // Opens a select and gives the options of its dropdown (the newest one in the page).
    const options = async (name: string) => {
      const before = document.querySelectorAll('.ant-select-dropdown').length;
      fireEvent.mouseDown(combobox(name));
      await waitFor(() => expect(document.querySelectorAll('.ant-select-dropdown').length).toBe(before + 1));
      const dropdown = Array.from(document.querySelectorAll('.ant-select-dropdown')).at(-1)!;
      return Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option'));
    };
    const choose = (list: HTMLElement[], title: string) => fireEvent.click(list.find((o) => o.title === title)!);
    const titles = (list: HTMLElement[]) => list.map((o) => o.title);

    let list = await options('Tags view style');
    expect(titles(list)).toEqual(['Style 1', 'Style 2', 'Style 3']);
    choose(list, 'Style 2');
    expect(config().tagsStyle).toBe('tags-style-four');
    list = await options('Page animation');
    expect(titles(list)).toEqual(['Slide right', 'Slide left', 'Fade', 'None']);
    choose(list, 'Fade');
    expect(config().animation).toBe('opacitys');
    list = await options('Columns highlight style');
    expect(titles(list)).toEqual(['Round', 'Card']);
    choose(list, 'Card');
    expect(config().columnsAsideStyle).toBe('columns-card');
    list = await options('Columns item layout');
    expect(titles(list)).toEqual(['Horizontal', 'Vertical']);
    choose(list, 'Horizontal');
    expect(config().columnsAsideLayout).toBe('columns-horizontal');
  }, 20_000);

  it('applies a picked colour 200 ms after the picker rests, or at once when the drawer closes', async () => {
    open();
    fireEvent.click(byLabel('Top bar background'));
    const hex = await findPopupPart('.ant-color-picker-hex-input input');
    fireEvent.change(hex, { target: { value: 'ff0000' } });
    expect(config().topBar).toBe('#ffffff');
    await waitFor(() => expect(config().topBar).toBe('#ff0000'));
    fireEvent.change(hex, { target: { value: '00ff00' } });
    fireEvent.click(byLabel('Close'));
    expect(config().topBar).toBe('#00ff00');
    expect(Local.get<ThemeConfig>('themeConfig')!.topBar).toBe('#00ff00');
  }, 20_000);

  it('clearing the primary colour warns and keeps the colour', async () => {
    open();
    fireEvent.click(byLabel('Primary colour'));
    const clear = await findPopupPart('.ant-color-picker-clear');
    fireEvent.click(clear);
    expect(message.warning).toHaveBeenCalledWith('全局主题 primary 颜色值不能为空');
    expect(config().primary).toBe('#0169ff');
  }, 20_000);

  it('gives the icon-only close button a name and a tooltip', async () => {
    open();
    const close = byLabel('Close');
    fireEvent.mouseEnter(close);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Close');
  });

  it('is hidden while the lock screen is about to show', async () => {
    useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, isDrawer: true } });
    render(<SettingsHost />);
    expect(await screen.findByText('Layout settings')).toBeInTheDocument();
    act(() => useThemeConfig.getState().setThemeConfig({ isLockScreen: true, lockScreenTime: 1 }));
    expect(drawer()).toBeNull();
  });
});
