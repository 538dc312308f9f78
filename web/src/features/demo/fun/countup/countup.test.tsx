import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { itHasEveryLanguage } from '@/test/texts';
import { CountUpDemo } from './CountUpDemo';
import { COUNTUP, demoTexts } from './texts';
import { useCountUp } from './useCountUp';

describe('count-up demo', () => {
  itHasEveryLanguage(COUNTUP, demoTexts);
  afterEach(() => vi.unstubAllGlobals());

  it('renders its four cards', () => {
    renderWithProviders(<CountUpDemo />);
    expect(screen.getByTestId('demo-countup')).toBeInTheDocument();
    expect(screen.getByText('今日访问人数')).toBeInTheDocument();
  });

  it('counts up frame by frame and ends at its value', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { result } = renderHook(() => useCountUp(1234, 1000));
    act(() => frames.shift()!(0));
    expect(result.current).toBe(0);
    act(() => frames.shift()!(500));
    expect(result.current).toBeGreaterThan(0);
    expect(result.current).toBeLessThan(1234);
    act(() => frames.shift()!(1000));
    expect(result.current).toBe(1234);
    expect(frames).toHaveLength(0);
  });
});
