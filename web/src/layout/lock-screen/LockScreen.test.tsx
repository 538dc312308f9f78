import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { Local } from '@/lib/storage';
import { defaultThemeConfig, useThemeConfig, type ThemeConfig } from '@/stores/themeConfig';
import { LockScreen } from './LockScreen';

// jsdom has no PointerEvent; a MouseEvent carries the clientY the drag reads.
beforeAll(() => {
  if (!window.PointerEvent) {
    class PointerEvent extends MouseEvent {
      pointerId: number;
      pointerType: string;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
      }
    }
    window.PointerEvent = PointerEvent as typeof window.PointerEvent;
  }
});

const setTheme = (patch: Partial<ThemeConfig>) =>
  act(() => useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, ...patch } }));
const theme = () => useThemeConfig.getState().themeConfig;
const tick = (seconds = 1) => act(() => vi.advanceTimersByTime(seconds * 1000));
const cover = () => document.querySelector('[data-region="lock-screen"]');

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  setTheme({});
});

describe('lock screen countdown', () => {
  it('counts down once a second, storing the time, and shows the cover at 1', () => {
    setTheme({ isLockScreen: true, lockScreenTime: 3 });
    render(<LockScreen />);
    expect(cover()).toBeNull();
    tick();
    expect(theme().lockScreenTime).toBe(2);
    expect(Local.get<ThemeConfig>('themeConfig')?.lockScreenTime).toBe(2);
    expect(cover()).toBeNull();
    tick();
    expect(theme().lockScreenTime).toBe(1);
    expect(cover()).not.toBeNull();
    // The theme config is saved as locked, and the page is marked locked.
    expect(Local.get<ThemeConfig>('themeConfig')).toMatchObject({ isLockScreen: true, lockScreenTime: 1 });
    expect(document.documentElement).toHaveAttribute('data-locked');
    // It stays at 1 from then on.
    tick(5);
    expect(theme().lockScreenTime).toBe(1);
  });

  it('does not count while the lock is off', () => {
    setTheme({ isLockScreen: false, lockScreenTime: 5 });
    render(<LockScreen />);
    tick(10);
    expect(theme().lockScreenTime).toBe(5);
    expect(cover()).toBeNull();
  });

  it('is not restarted by pointer or keyboard activity', () => {
    setTheme({ isLockScreen: true, lockScreenTime: 4 });
    render(<LockScreen />);
    tick(2);
    fireEvent.pointerMove(document.body);
    fireEvent.keyDown(document.body, { key: 'a' });
    tick();
    expect(theme().lockScreenTime).toBe(1);
    expect(cover()).not.toBeNull();
  });

  it('shows the cover at once when the stored time is already 1 (a reload while locked)', () => {
    setTheme({ isLockScreen: true, lockScreenTime: 1 });
    render(<LockScreen />);
    expect(cover()).not.toBeNull();
  });

  it('shows the time, seconds and date in the current language', () => {
    vi.setSystemTime(new Date(2024, 4, 6, 7, 8, 9));
    setTheme({ isLockScreen: true, lockScreenTime: 1 });
    render(<LockScreen />);
    expect(screen.getByText('07:08')).toBeInTheDocument();
    expect(screen.getByTestId('lock-seconds')).toHaveTextContent('09');
    expect(screen.getByText('Monday, May 6')).toBeInTheDocument();
    tick();
    expect(screen.getByTestId('lock-seconds')).toHaveTextContent('10');
  });
});

describe('unlocking', () => {
  const lockNow = () => {
    setTheme({ isLockScreen: true, lockScreenTime: 1 });
    render(<LockScreen />);
  };

  it('the hint (click or Enter) reveals the password box; Enter unlocks without checking the password', () => {
    lockNow();
    expect(screen.queryByPlaceholderText('Please enter password')).toBeNull();
    const hint = screen.getByRole('button', { name: /Slide up to unlock/ });
    expect(hint).toHaveFocus();
    fireEvent.click(hint);
    const password = screen.getByPlaceholderText('Please enter password');
    fireEvent.change(password, { target: { value: 'certainly-not-the-password' } });
    fireEvent.keyDown(password, { key: 'Enter', keyCode: 13 });
    expect(theme()).toMatchObject({ isLockScreen: false, lockScreenTime: 30 });
    expect(Local.get<ThemeConfig>('themeConfig')).toMatchObject({ isLockScreen: false, lockScreenTime: 30 });
    expect(document.documentElement).not.toHaveAttribute('data-locked');
  });

  it('the enter button unlocks with an empty password', () => {
    lockNow();
    fireEvent.keyDown(screen.getByRole('button', { name: /Slide up to unlock/ }), { key: 'ArrowUp' });
    fireEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(theme()).toMatchObject({ isLockScreen: false, lockScreenTime: 30 });
  });

  it('a drag of 400 px or less springs back; more than 400 px up shows the login box at once', () => {
    lockNow();
    const slide = screen.getByTestId('lock-cover');
    fireEvent.pointerDown(slide, { clientY: 700, button: 0 });
    fireEvent.pointerMove(slide, { clientY: 400 });
    expect(slide.style.transform).toBe('translateY(-300px)');
    fireEvent.pointerMove(slide, { clientY: 300 });
    expect(screen.queryByTestId('lock-login')).toBeNull();
    fireEvent.pointerUp(slide, { clientY: 300 });
    expect(slide.style.transform).toBe('translateY(0px)');
    // Dragging down does not move it.
    fireEvent.pointerDown(slide, { clientY: 300, button: 0 });
    fireEvent.pointerMove(slide, { clientY: 500 });
    expect(slide.style.transform).toBe('translateY(0px)');
    fireEvent.pointerUp(slide);

    fireEvent.pointerDown(slide, { clientY: 700, button: 0 });
    fireEvent.pointerMove(slide, { clientY: 450 });
    fireEvent.pointerMove(slide, { clientY: 299 });
    // Before letting go: the cover is gone and the login box shows.
    expect(screen.queryByTestId('lock-cover')).toBeNull();
    expect(screen.getByTestId('lock-login')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Please enter password')).toBeInTheDocument();
    expect(theme().isLockScreen).toBe(true);
  });
});
