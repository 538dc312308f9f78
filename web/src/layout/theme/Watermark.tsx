import { useEffect, useMemo, useReducer } from 'react';
import { useThemeConfig } from '@/stores/themeConfig';
import { sanitizeWatermarkText } from '../settings/rules';

/** The window event that makes the watermark draw itself again (start-up re-apply). */
export const WATERMARK_REFRESH_EVENT = 'watermarkRefresh';
export const WATERMARK_WIDTH = 200;
export const WATERMARK_HEIGHT = 130;

/** One 200×130 tile with the text rotated 20°, as a data URL; undefined where canvas is missing. */
export function drawWatermark(text: string): string | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = WATERMARK_WIDTH;
  canvas.height = WATERMARK_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.rotate((-20 * Math.PI) / 180);
  ctx.font = '12px Verdana, sans-serif';
  ctx.fillStyle = 'rgba(200, 200, 200, 0.30)';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, WATERMARK_WIDTH / 10, WATERMARK_HEIGHT / 2);
  return canvas.toDataURL('image/png');
}

function WatermarkLayer({ text }: { text: string }) {
  const url = useMemo(() => drawWatermark(text), [text]);
  if (!url) return null;
  return (
    <div
      data-region="watermark"
      aria-hidden="true"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 10000000,
        pointerEvents: 'none',
        backgroundImage: `url(${url})`,
        backgroundPosition: 'left top',
        backgroundRepeat: 'repeat',
      }}
    />
  );
}

/** The page-wide watermark: drawn when on, gone when off, drawn again when its text changes. */
export function Watermark() {
  const on = useThemeConfig((s) => s.themeConfig.isWartermark);
  const text = sanitizeWatermarkText(useThemeConfig((s) => s.themeConfig.wartermarkText));
  const [version, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    window.addEventListener(WATERMARK_REFRESH_EVENT, redraw);
    return () => window.removeEventListener(WATERMARK_REFRESH_EVENT, redraw);
  }, []);
  if (!on || !text) return null;
  // A new key mounts a new layer, which draws the tile again.
  return <WatermarkLayer key={version} text={text} />;
}
