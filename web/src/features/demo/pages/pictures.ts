// Demo pictures drawn as SVG data URIs: the demos need images but must not fetch any from the network.

/** A picture for item `n`: a gradient whose hue follows `n`, with a device-like glyph and the number. */
export function picture(n: number, width = 320, height = 200): string {
  const hue = (n * 47) % 360;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,42%)"/>` +
    `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
    `<rect x="${width / 2 - 40}" y="${height / 2 - 28}" width="80" height="56" rx="8" fill="none" stroke="#fff" stroke-width="4"/>` +
    `<circle cx="${width / 2}" cy="${height / 2}" r="10" fill="#fff"/>` +
    `<text x="12" y="${height - 12}" font-family="sans-serif" font-size="18" fill="#fff">#${n}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface NewsItem {
  id: number;
  image: string;
  rating: number;
  likes: number;
  price: number;
  sales: number;
}

/** `count` demo items with stable numbers (derived from the id, so renders and tests agree). */
export function newsItems(count: number): NewsItem[] {
  return Array.from({ length: count }, (_, i) => {
    const id = i + 1;
    return {
      id,
      image: picture(id),
      rating: (id * 37) % 500,
      likes: (id * 53) % 300,
      price: 99 + ((id * 71) % 900),
      sales: (id * 29) % 1000,
    };
  });
}
