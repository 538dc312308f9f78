// Where the dashboards' map looks (at the devices, not at the whole world) and what a device's tooltip says.
import type { DeviceLocation } from '@iot/contract';
import { escapeHtml } from '@/lib/html';

/** The centre of the devices and a zoom that shows them all with a margin (the whole world: 1). */
export function viewOf(devices: DeviceLocation[]): { center?: [number, number]; zoom: number } {
  if (!devices.length) return { zoom: 1 };
  const lngs = devices.map((d) => d.lng);
  const lats = devices.map((d) => d.lat);
  const [w, e, s, n] = [Math.min(...lngs), Math.max(...lngs), Math.min(...lats), Math.max(...lats)];
  const zoom = Math.min(360 / Math.max((e - w) * 1.6, 1), 180 / Math.max((n - s) * 1.6, 1));
  return { center: [(w + e) / 2, (s + n) / 2], zoom: Math.max(1, Math.min(zoom, 12)) };
}

/** A device's point on the map, as the tooltip receives it. */
export interface MapPoint {
  name: string;
  product: string;
  address: string;
  value: [number, number];
}

/** The tooltip of a device (ECharts renders it as HTML): name, product, coordinates, address, all as text. */
export function mapTooltip({ name, product, address, value }: MapPoint): string {
  const lines = [name, product, `${value[0]}, ${value[1]}`, ...(address ? [address] : [])];
  return lines.map(escapeHtml).join('<br/>');
}
