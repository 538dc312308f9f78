import type { Area } from 'react-easy-crop';

/** Loads an image from a URL (an object URL of the chosen file). */
function load(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/** The `area` of the image at `src` as a PNG of at most `max` pixels a side. */
export async function cropToBlob(src: string, area: Area, max = 512): Promise<Blob> {
  const img = await load(src);
  const scale = Math.min(1, max / Math.max(area.width, area.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width * scale);
  canvas.height = Math.round(area.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('blob'))), 'image/png'),
  );
}
