import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launch, signedIn } from '../browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

let browser: Browser;
let simulator: ChildProcess | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  simulator?.kill('SIGTERM');
  await browser?.close();
});

/** `npm run simulate` against the suite's server: it makes its product and devices through the API, then posts over MQTT. */
function simulate(devices: number, seconds: number) {
  simulator = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/scripts/simulate.ts',
      ...['--devices', String(devices), '--rate', '2', '--seconds', String(seconds)],
      ...['--url', `mqtt://127.0.0.1:${inject('mqttPort')}`, '--api', baseUrl()],
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

describe('devices on MQTT', () => {
  it('the simulator posts; the device page shows the live value and the history chart', async () => {
    simulate(2, 120);
    const { page, errors } = await signedIn(browser);
    // The simulator adds its devices through the API first: open the page once the device exists.
    await expect
      .poll(
        async () => {
          await page.goto('/iot/device/detail/sim_00001');
          const running = page.getByRole('tab', { name: 'Running state' });
          await running.or(page.getByText('No such device')).first().waitFor();
          return running.count();
        },
        { timeout: 60_000, interval: 2_000 },
      )
      .toBe(1);
    await page.getByRole('tab', { name: 'Running state' }).click();
    const value = page.getByTestId('property-temperature').locator('strong').first();
    await expect.poll(() => value.textContent(), { timeout: 40_000 }).toMatch(/\d/);
    // New values arrive over the live channel (no polling): the shown value changes by itself.
    const first = await value.textContent();
    await expect.poll(() => value.textContent(), { timeout: 30_000 }).not.toBe(first);
    await expect.poll(() => page.getByText('Online', { exact: true }).first().isVisible()).toBe(true);

    await page.getByRole('tab', { name: 'History' }).click();
    const chart = page.locator('canvas').first();
    await chart.waitFor({ timeout: 30_000 });
    expect(await page.getByText('No data in this time range').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

  it('the device list shows the simulated devices online with their latest values', async () => {
    const { page, errors } = await signedIn(browser);
    await page.goto('/iot/device/instance');
    const row = page.locator('tr', { hasText: 'sim_00002' });
    await expect.poll(() => row.getByText('Online', { exact: true }).isVisible(), { timeout: 30_000 }).toBe(true);
    await expect.poll(() => row.textContent()).toMatch(/°C/);
    expect(errors).toEqual([]);
  });
});
