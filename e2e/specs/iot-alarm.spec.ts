import type { MqttClient } from 'mqtt';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, signedIn } from '../browser';
import { api, connectDevice, makeProduct, postProperties } from '../iotApi';

let browser: Browser;
let client: MqttClient | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await client?.endAsync(true);
  await browser?.close();
});

/** A product with one device and a published rule "Too hot <product key>": temperature above 50. */
async function hotRule() {
  const {
    productKey,
    devices: [device],
  } = await makeProduct(1);
  const name = `Too hot ${productKey}`;
  await api('POST', 'alarm/rule/add', {
    name,
    level: 1,
    productKey,
    deviceKey: 'all',
    triggerType: 3,
    triggerCondition: [{ filters: [{ key: 'temperature', operator: 'gt', value: ['50'], andOr: 0 }], andOr: 0 }],
  });
  const rules = (await api('GET', 'alarm/rule/list', { name, pageNum: 1, pageSize: 10 })) as {
    list: { id: number }[];
  };
  await api('POST', 'alarm/rule/deploy', { id: rules.list[0]?.id });
  return { device, name };
}

describe('an alarm reaching the bell', () => {
  it('a published rule matches a posted value: the bell counts and lists it, a notification pops up', async () => {
    const { device, name } = await hotRule();

    const { page, errors } = await signedIn(browser);
    // Let the console's live socket open (as live.spec.ts does): the frame goes to open sockets only.
    await page.waitForTimeout(1000);
    client = await connectDevice(device);
    await postProperties(client, device, { temperature: 80 });

    // The pop-up names level, device and rule, and leads to the device.
    await expect.poll(() => page.getByText(`Device E2E device 1 matched rule "${name}"`).isVisible()).toBe(true);
    expect(
      await page
        .getByText(/^Alarm: /)
        .first()
        .isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: 'Notifications' }).click();
    await page.getByRole('tab', { name: /^Alarms \(\d+\)$/ }).click();
    const list = page.getByTestId('alarm-bell-list');
    await expect.poll(() => list.getByText(name).isVisible()).toBe(true);
    await list.getByText(name).click();
    await page.waitForURL(`**/iot/device/detail/${device.key}`);
    expect(errors).toEqual([]);
  }, 120_000);

  it('the alarm log, open, shows a new alarm without a reload (issue 23)', async () => {
    const { device, name } = await hotRule();
    const { page, errors } = await signedIn(browser);
    await page.goto('/iot/alarm/log');
    await page.locator('[data-region="main"] table').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('cell', { name }).count()).toBe(0);
    // Gone after a reload: proves the row came in while the page stayed.
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await page.waitForTimeout(1000); // the live socket opens (as above)
    await client?.endAsync(true);
    client = await connectDevice(device);
    await postProperties(client, device, { temperature: 81 });
    await expect.poll(() => page.getByRole('cell', { name }).count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/iot/alarm/log');
    expect(errors).toEqual([]);
  }, 120_000);
});
