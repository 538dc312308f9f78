import { describe, expect, it } from 'vitest';
import { signedIn } from '../browser';
import { browserAndDevices, connectDevice, makeProduct } from '../iotApi';

const spec = browserAndDevices();

describe('the command form', () => {
  it('sets a property on a device that answers, and tells of one that does not', async () => {
    const {
      devices: [answering, silent],
    } = await makeProduct(2);
    spec.clients.push(await connectDevice(answering, { code: 200, data: { target: 42 } }));
    spec.clients.push(await connectDevice(silent));
    const { page, errors } = await signedIn(spec.browser);

    await page.goto(`/iot/device/detail/${answering.key}`);
    await page.getByRole('tab', { name: 'Commands' }).click();
    await page.getByLabel('Target').fill('42');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect.poll(() => page.getByTestId('command-reply').textContent()).toContain('42');
    await expect.poll(() => page.getByText('Target: done by the device').isVisible()).toBe(true);

    await page.goto(`/iot/device/detail/${silent.key}`);
    await page.getByRole('tab', { name: 'Commands' }).click();
    // The shortest wait the form offers.
    await page.getByLabel('Wait for the reply (s)').fill('1');
    await page.getByLabel('Target').fill('7');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expect.poll(() => page.getByText('Target: not done').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/did not answer within 1 s/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    // The request layer reports the refused call on the console; nothing else may fail.
    expect(errors.filter((e) => !/did not answer|status of 4|status of 5/.test(e))).toEqual([]);
  }, 120_000);
});
