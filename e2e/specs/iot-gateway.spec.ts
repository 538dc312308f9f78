import { describe, expect, it } from 'vitest';
import { pickOpenOption, settledDialog, signedIn } from '../browser';
import { browserAndDevices, connectDevice, makeProduct } from '../iotApi';

const spec = browserAndDevices();

describe("a gateway's sub-device tab", () => {
  it('binds a sub-device, lists it with its status and unbinds it', async () => {
    const {
      devices: [gateway],
    } = await makeProduct(1, '网关');
    const {
      productKey: subProduct,
      devices: [sub],
    } = await makeProduct(1, '子设备');
    spec.clients.push(await connectDevice(sub));
    const { page, errors } = await signedIn(spec.browser);

    await page.goto(`/iot/device/detail/${gateway.key}`);
    await page.getByRole('tab', { name: 'Sub-devices' }).click();
    await expect.poll(() => page.getByText('No sub-devices bound yet').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Bind sub-devices' }).click();
    const dialog = await settledDialog(page);
    await dialog.getByRole('combobox', { name: 'Sub-device product' }).fill(subProduct);
    await pickOpenOption(page, new RegExp(`\\(${subProduct}\\)$`));
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Sub-devices' }).isEnabled()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Sub-devices' }).click();
    await pickOpenOption(page, `E2E device 1 (${sub.key})`);
    // A multiple select stays open after a pick: a click outside it closes it.
    await dialog.locator('.ant-modal-title').click();
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await dialog.getByRole('button', { name: /Save/ }).click();

    const row = page.getByRole('row').filter({ hasText: sub.key });
    await expect.poll(() => row.getByText('Online').isVisible()).toBe(true);

    await row.getByRole('button', { name: /Unbind/ }).click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => page.getByText('No sub-devices bound yet').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  }, 90_000);
});
