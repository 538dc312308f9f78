import { describe, expect, it } from 'vitest';
import { viewOf } from './mapView';

const at = (lng: number, lat: number) => ({ key: '', name: '', productName: '', status: 2, lng, lat, address: '' });

describe('the map view', () => {
  it('shows the whole world without devices, and centres on the devices with a margin', () => {
    expect(viewOf([])).toEqual({ zoom: 1 });
    const view = viewOf([at(116.4, 39.9), at(121.47, 31.23), at(114.06, 22.54)]);
    expect(view.center).toEqual([(114.06 + 121.47) / 2, (22.54 + 39.9) / 2]);
    expect(view.zoom).toBeCloseTo(180 / ((39.9 - 22.54) * 1.6), 5);
  });

  it('never zooms out past the world or in past a city block', () => {
    expect(viewOf([at(-170, -80), at(170, 80)]).zoom).toBe(1);
    expect(viewOf([at(10, 10)]).zoom).toBe(12);
  });
});
