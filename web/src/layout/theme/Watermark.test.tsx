import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultThemeConfig, useThemeConfig } from '@/stores/themeConfig';
import { drawWatermark, Watermark, WATERMARK_REFRESH_EVENT } from './Watermark';

let drawn: { text: string; rotate: number; width: number; height: number }[] = [];

beforeEach(() => {
  drawn = [];
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    const { width, height } = this;
    let rotate = 0;
    return {
      rotate: (a: number) => (rotate = a),
      fillText: (text: string) => drawn.push({ text, rotate, width, height }),
    } as unknown as CanvasRenderingContext2D;
  } as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(() => `data:image/png;base64,${drawn.length}`);
  useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig } });
});
afterEach(() => vi.restoreAllMocks());

const layer = () => document.querySelector<HTMLElement>('[data-region="watermark"]');
const set = (patch: Partial<typeof defaultThemeConfig>) => act(() => useThemeConfig.getState().setThemeConfig(patch));

describe('watermark', () => {
  it('draws a 200×130 tile with the text rotated 20°', () => {
    expect(drawWatermark('Secret')).toBe('data:image/png;base64,1');
    expect(drawn).toEqual([{ text: 'Secret', rotate: (-20 * Math.PI) / 180, width: 200, height: 130 }]);
  });
  it('gives nothing where canvas cannot draw', () => {
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    expect(drawWatermark('x')).toBeUndefined();
  });
  it('is drawn when on, removed when off and redrawn when the text changes', () => {
    render(<Watermark />);
    expect(layer()).toBeNull();
    set({ isWartermark: true, wartermarkText: 'Top secret' });
    expect(layer()).not.toBeNull();
    expect(layer()!.style.pointerEvents).toBe('none');
    expect(layer()!.style.position).toBe('fixed');
    expect(layer()!.style.backgroundImage).toContain('data:image/png;base64,1');
    expect(drawn.map((d) => d.text)).toEqual(['Top secret']);
    set({ wartermarkText: 'Internal' });
    expect(drawn.map((d) => d.text)).toEqual(['Top secret', 'Internal']);
    expect(layer()!.style.backgroundImage).toContain('base64,2');
    set({ isWartermark: false });
    expect(layer()).toBeNull();
  });
  it('draws sanitised text only, and nothing for text that sanitises to empty', () => {
    useThemeConfig.setState({
      themeConfig: { ...defaultThemeConfig, isWartermark: true, wartermarkText: '<b>Hi</b>\u0007' },
    });
    render(<Watermark />);
    expect(drawn.map((d) => d.text)).toEqual(['Hi']);
    set({ wartermarkText: '<i></i>' });
    expect(layer()).toBeNull();
  });
  it('draws again on the refresh event', () => {
    useThemeConfig.setState({ themeConfig: { ...defaultThemeConfig, isWartermark: true } });
    render(<Watermark />);
    act(() => void window.dispatchEvent(new Event(WATERMARK_REFRESH_EVENT)));
    expect(drawn).toHaveLength(2);
  });
});
