import { describe, expect, it } from 'vitest';
import { signedIn } from '../browser';
import { browserAndDevices, connectDevice, makeProduct } from '../iotApi';

const spec = browserAndDevices();

describe('custom topics', () => {
  it('adds a topic in the product’s Topics tab; a device publishes on it and its log shows the message', async () => {
    const {
      productKey,
      devices: [device],
    } = await makeProduct(1);
    const { page, errors } = await signedIn(spec.browser);

    await page.goto(`/iot/product/detail/${productKey}`);
    await page.getByRole('tab', { name: 'Topics' }).click();
    await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Readings');
    await dialog.getByLabel('Topic').fill('data/report');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const topic = `/${productKey}/{deviceKey}/user/data/report`;
    await expect.poll(() => page.getByText(topic, { exact: true }).isVisible()).toBe(true);

    // A real device on the embedded broker publishes there (QoS 1: acknowledged once logged).
    const client = await connectDevice(device);
    spec.clients.push(client);
    await client.publishAsync(`/${productKey}/${device.key}/user/data/report`, JSON.stringify({ reading: 7 }), {
      qos: 1,
    });

    await page.goto(`/iot/device/detail/${device.key}`);
    await page.getByRole('tab', { name: 'Device log' }).click();
    await expect.poll(() => page.getByRole('cell', { name: 'Custom topic message' }).isVisible()).toBe(true);
    await expect
      .poll(() => page.getByText(`/${productKey}/${device.key}/user/data/report`).first().isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
  }, 60_000);
});
