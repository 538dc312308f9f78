import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { setFeedback } from '@/lib/feedback';
import { Local, TokenCookie } from '@/lib/storage';
import { defaultThemeConfig, useThemeConfig, type Layout, type ThemeConfig } from '@/stores/themeConfig';
import { BREADCRUMB_REFRESH_EVENT, OPEN_SETTINGS_EVENT } from './actions';
import { SettingsDrawer } from './SettingsDrawer';
import { SettingsHost } from './SettingsHost';

const message = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
const realMatchMedia = window.matchMedia;
const config = () => useThemeConfig.getState().themeConfig;

function open(patch: Partial<ThemeConfig> = {}) {
  useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, ...patch, isDrawer: true } });
  return render(<SettingsDrawer />);
}
const drawer = () => document.querySelector<HTMLElement>('[data-region="settings-drawer"]');
// Queries by label: getByRole is too slow over a drawer full of antd controls.
const byLabel = (name: string) => {
  const el = document.querySelector<HTMLElement>(`[aria-label="${name}"]`);
  if (!el) throw new Error(`nothing labelled ${name}`);
  return el;
};
const toggle = (name: string) => {
  const el = byLabel(name);
  expect(el).toHaveAttribute('role', 'switch');
  return el;
};
const section = (name: string) => {
  const el = byLabel(name);
  expect(el.tagName).toBe('SECTION');
  return el;
};
const combobox = (name: string) => byLabel(name) as HTMLInputElement;

beforeEach(async () => {
  vi.clearAllMocks();
  setFeedback({ message, modal: {}, notification: {} } as never);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  window.matchMedia = realMatchMedia;
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
});

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
    const hex = await waitFor(() => {
      const input = document.querySelector<HTMLInputElement>('.ant-color-picker-hex-input input');
      expect(input).not.toBeNull();
      return input!;
    });
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
    const clear = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.ant-color-picker-clear');
      expect(el).not.toBeNull();
      return el!;
    });
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

  describe('disabled states', () => {
    const expectDisabled = (name: string, disabled: boolean) =>
      disabled ? expect(toggle(name), name).toBeDisabled() : expect(toggle(name), name).toBeEnabled();

    it.each<Layout>(['defaults', 'classic', 'transverse', 'columns', 'golink'])('in %s', (layout) => {
      open({ layout });
      const columns = layout === 'columns';
      expectDisabled('Columns menu gradient', !columns);
      expect(section('Columns menu').getAttribute('aria-disabled')).toBe(columns ? null : 'true');
      expect(combobox('Columns highlight style')).toHaveProperty('disabled', !columns);
      expect(combobox('Columns item layout')).toHaveProperty('disabled', !columns);
      expectDisabled('Collapse the menu', layout === 'transverse');
      expectDisabled('One submenu open at a time', layout === 'transverse');
      expectDisabled('Classic layout split menu', !['classic', 'golink'].includes(layout));
      expectDisabled('Breadcrumb', ['classic', 'transverse'].includes(layout));
      expectDisabled('Drag to sort tags', false);
      expectDisabled('Footer', false);
    });

    it('sortable tags are disabled on a phone', () => {
      window.matchMedia = ((query: string) => ({
        matches: true,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })) as never;
      open();
      expectDisabled('Drag to sort tags', true);
    });
  });

  it('turning grayscale on turns invert off, and back', () => {
    open({ isInvert: true });
    fireEvent.click(toggle('Grayscale'));
    expect(config()).toMatchObject({ isGrayscale: true, isInvert: false });
    expect(toggle('Invert colours (colour-weak)')).not.toBeChecked();
    fireEvent.click(toggle('Invert colours (colour-weak)'));
    expect(config()).toMatchObject({ isGrayscale: false, isInvert: true });
  });

  it('turning the split menu off turns the breadcrumb off and asks the breadcrumb to refresh', () => {
    const refresh = vi.fn();
    window.addEventListener(BREADCRUMB_REFRESH_EVENT, refresh);
    open({ layout: 'golink', isClassicSplitMenu: true, isBreadcrumb: true });
    fireEvent.click(toggle('Classic layout split menu'));
    expect(config()).toMatchObject({ isClassicSplitMenu: false, isBreadcrumb: false });
    expect(refresh).toHaveBeenCalledTimes(1);
    fireEvent.click(toggle('Classic layout split menu'));
    fireEvent.click(toggle('Breadcrumb'));
    expect(config()).toMatchObject({ isClassicSplitMenu: false, isBreadcrumb: true });
    window.removeEventListener(BREADCRUMB_REFRESH_EVENT, refresh);
  });

  it('picking a layout remembers the old one and closes the drawer', () => {
    open({ layout: 'golink', isCollapse: true });
    fireEvent.click(screen.getByText('Transverse').closest('button')!);
    expect(config()).toMatchObject({ layout: 'transverse', isCollapse: false, isDrawer: false });
    expect(Local.get('oldLayout')).toBe('golink');
    expect(Local.get<ThemeConfig>('themeConfig')!.layout).toBe('transverse');
  });

  it('refuses a lock-screen time outside 1 to 9999 with a clear message', () => {
    open();
    const input = byLabel('Lock after (seconds)');
    fireEvent.change(input, { target: { value: '0' } });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.blur(input);
    expect(message.warning).toHaveBeenCalledWith('The lock-screen time must be a whole number from 1 to 9999');
    expect(config().lockScreenTime).toBe(30);
    expect(input).toHaveValue('30');
    fireEvent.change(input, { target: { value: '120' } });
    expect(config().lockScreenTime).toBe(120);
    fireEvent.change(input, { target: { value: '10000' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(message.warning).toHaveBeenCalledTimes(2);
    expect(config().lockScreenTime).toBe(120);
  });

  it('stores the watermark text sanitised and ignores empty text', () => {
    open({ isWartermark: true });
    const input = byLabel('Watermark text');
    fireEvent.change(input, { target: { value: ' <b>Internal</b> use ' } });
    expect(config().wartermarkText).toBe('Internal use');
    fireEvent.change(input, { target: { value: '   ' } });
    expect(config().wartermarkText).toBe('Internal use');
    fireEvent.blur(input);
    expect(input).toHaveValue('Internal use');
  });

  it('closing clears the temporary flags and saves themeConfig and themeConfigStyle', async () => {
    open({ isFixedHeaderChange: true, isShowLogoChange: true });
    document.documentElement.style.setProperty('--el-color-primary', '#0169ff');
    fireEvent.click(byLabel('Close'));
    expect(config()).toMatchObject({ isDrawer: false, isFixedHeaderChange: false, isShowLogoChange: false });
    expect(Local.get<ThemeConfig>('themeConfig')).toMatchObject({
      isDrawer: false,
      isFixedHeaderChange: false,
      isShowLogoChange: false,
    });
    expect(Local.get('themeConfigStyle')).toBe('--el-color-primary: #0169ff;');
    // The content is destroyed once hidden.
    await waitFor(() => expect(document.querySelector('section[aria-label="Global theme"]')).toBeNull());
  });

  it('copies the stored configuration with the drawer closed, then closes', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open({ primary: '#123456' });
    Local.set('themeConfig', { ...config(), isDrawer: true });
    fireEvent.click(screen.getByText('Copy configuration'));
    await waitFor(() => expect(message.success).toHaveBeenCalledWith('Copy succeeded!'));
    const copied = JSON.parse(writeText.mock.calls[0][0] as string) as ThemeConfig;
    expect(copied).toMatchObject({ primary: '#123456', isDrawer: false, layout: 'golink' });
    expect(config().isDrawer).toBe(false);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("says 'Copy failed!' when the clipboard refuses, and still closes", async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    open();
    fireEvent.click(screen.getByText('Copy configuration'));
    await waitFor(() => expect(message.error).toHaveBeenCalledWith('Copy failed!'));
    expect(config().isDrawer).toBe(false);
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('reset clears localStorage and sessionStorage and reloads', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ reload } as unknown as Location);
    open();
    Local.set('themeConfig', config());
    Local.set('oldLayout', 'classic');
    sessionStorage.setItem('userInfo', '{}');
    TokenCookie.set('t');
    fireEvent.click(screen.getByText('Reset to defaults'));
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(TokenCookie.get()).toBeUndefined();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is hidden while the lock screen is about to show', async () => {
    useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, isDrawer: true } });
    render(<SettingsHost />);
    expect(await screen.findByText('Layout settings')).toBeInTheDocument();
    act(() => useThemeConfig.getState().setThemeConfig({ isLockScreen: true, lockScreenTime: 1 }));
    expect(drawer()).toBeNull();
  });
});
