import { describe, expect, it } from 'vitest';
import { mapTooltip, viewOf } from './mapView';

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

describe('the map tooltip', () => {
  const EVIL =
    '<a href="https://evil">x</a><style>body{display:none}</style><meta http-equiv="refresh" content="0;url=https://evil">';

  it('shows a device as text: its name, product and address cannot add markup to the page', () => {
    const html = mapTooltip({ name: EVIL, product: EVIL, address: EVIL, value: [121.47, 31.23] });
    expect(html).not.toMatch(/<a|<style|<meta/i);
    expect(html.split('<br/>')).toEqual([
      '&lt;a href=&quot;https://evil&quot;&gt;x&lt;/a&gt;&lt;style&gt;body{display:none}&lt;/style&gt;&lt;meta http-equiv=&quot;refresh&quot; content=&quot;0;url=https://evil&quot;&gt;',
      expect.stringMatching(/^&lt;a href/),
      '121.47, 31.23',
      expect.stringMatching(/^&lt;a href/),
    ]);
  });

  it('leaves the address line out when there is none', () => {
    expect(mapTooltip({ name: 'Boiler 1', product: 'Boilers', address: '', value: [8.68, 50.11] })).toBe(
      'Boiler 1<br/>Boilers<br/>8.68, 50.11',
    );
  });
});
