import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from '../../lib/disposition.ts';
import { signedInApp } from '../../../test/helpers.ts';
import { downloadName } from '../../../test/sagoo-console.ts';
import { DEMO_PRODUCT_KEY } from './product/seed.ts';

/** Our console's reading of the header (web/src/lib/http.ts `dispositionName`). */
function oursName(header: string | undefined): string | undefined {
  const star = header?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  return header?.match(/filename="([^"]+)"/i)?.[1];
}

// SagooIoT's console saves exports through utils/download.ts, which reads Content-Disposition its
// own way (the header up to a comma, `attachment; filename="` and quotes stripped).
describe('export file names both consoles read', () => {
  const s = signedInApp();
  const get = (url: string) => s.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${s.admin}` } });

  it('names the object model export (product/detail.vue: api.product.export({productKey}))', async () => {
    const res = await get(`/api/v1/product/tsl/export?productKey=${DEMO_PRODUCT_KEY}`);
    const header = res.headers['content-disposition'] as string;
    expect(downloadName(header)).toMatch(new RegExp(`^\\d{14}-TSL-${DEMO_PRODUCT_KEY}-\\.json$`));
    expect(oursName(header)).toBe(downloadName(header));
  });

  it('names the device export (instance/component/excel.vue: api.device.export({productKey}))', async () => {
    const res = await get(`/api/v1/product/device/export?productKey=${DEMO_PRODUCT_KEY}`);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const header = res.headers['content-disposition'] as string;
    expect(downloadName(header)).toMatch(/^devices-\d{8}-\d{6}\.xlsx$/);
    expect(oursName(header)).toBe(downloadName(header));
  });

  it('gives names that need it the RFC 6266 pair, which our console decodes', () => {
    expect(attachmentDisposition('a b.json')).toBe('attachment; filename="a b.json"');
    const header = attachmentDisposition('设备列表 "x";1,2%.xlsx');
    expect(header).toMatch(/^attachment; filename="[\x21-\x7e]+"; filename\*=UTF-8''[\x21-\x7e]+$/);
    expect(oursName(header)).toBe('设备列表 "x";1,2%.xlsx');
  });
});
