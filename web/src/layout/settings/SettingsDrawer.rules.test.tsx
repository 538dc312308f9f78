import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Local } from '@/lib/storage';
import type { Layout, ThemeConfig } from '@/stores/themeConfig';
import { BREADCRUMB_REFRESH_EVENT } from './actions';
import { byLabel, combobox, config, message, open, section, setUpDrawerTests, toggle } from './drawerTestKit';

setUpDrawerTests();

describe('settings drawer rules', () => {
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
      expectDisabled('Classic layout split menu', layout !== 'classic');
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
    open({ layout: 'classic', isClassicSplitMenu: true, isBreadcrumb: true });
    fireEvent.click(toggle('Classic layout split menu'));
    expect(config()).toMatchObject({ isClassicSplitMenu: false, isBreadcrumb: false });
    expect(refresh).toHaveBeenCalledTimes(1);
    window.removeEventListener(BREADCRUMB_REFRESH_EVENT, refresh);
  });

  it('in golink a breadcrumb change still turns the split menu off (spec §4)', () => {
    open({ layout: 'golink', isClassicSplitMenu: true, isBreadcrumb: false });
    fireEvent.click(toggle('Breadcrumb'));
    expect(config()).toMatchObject({ isClassicSplitMenu: false, isBreadcrumb: true });
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
});
