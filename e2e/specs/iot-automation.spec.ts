import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../browser';
import { browserAndDevices, connectDevice, makeProduct, postProperties } from '../iotApi';

const spec = browserAndDevices();

/** Drags a palette item onto the canvas at `x`, `y` (from the canvas's top left). */
async function drop(page: Page, name: string, x: number, y: number) {
  await page
    .getByRole('button', { name: `Add node: ${name}` })
    .dragTo(page.locator('.react-flow__pane'), { targetPosition: { x, y } });
}

/** The open select's visible choice showing `text` (antd also renders a hidden list for screen readers). */
const choice = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();

/** Picks `option` in the select named `label` by typing it (antd: the search box is the combobox). */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(typed);
  await choice(page, option).click();
}

const node = (page: Page, id: string) => page.locator(`.react-flow__node[data-id="${id}"]`);

describe('the workflow designer', () => {
  it('builds a flow on the canvas, enables it, and shows a device-triggered run on the canvas', async () => {
    const {
      productKey,
      devices: [device],
    } = await makeProduct(1);
    const { page, errors } = await signedIn(spec.browser);
    await page.goto('/iot/automation/design');
    await page.locator('.react-flow__pane').waitFor();

    // A property trigger: the product's temperature over 30.
    await drop(page, 'Property report', 120, 120);
    await node(page, 'property_1').click();
    await choose(page, 'Product', productKey, new RegExp(productKey));
    await choose(page, 'Property', 'temperature', /Temperature \(temperature\)/);
    await page.getByRole('combobox', { name: 'Operator' }).click();
    await choice(page, /^greater than$/).click();
    await page.getByRole('spinbutton', { name: 'Value' }).fill('30');
    await expect.poll(() => node(page, 'property_1').textContent()).toContain('temperature > 30');
    await page.locator('.react-flow__pane').click({ position: { x: 10, y: 10 } });

    // An alarm action (level 3 by default) with a title from the message.
    await drop(page, 'Raise alarm', 420, 120);
    await node(page, 'alarm_1').click();
    await page.getByRole('textbox', { name: 'Alarm title' }).fill('Hot: {{value}}');
    await page.locator('.react-flow__pane').click({ position: { x: 10, y: 10 } });

    // Connect the trigger's output to the action's input.
    await node(page, 'property_1')
      .locator('.react-flow__handle.source')
      .dragTo(node(page, 'alarm_1').locator('.react-flow__handle.target'));
    // A straight line has no height: present is enough.
    await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });

    // Validate, save under a name, enable.
    await page.getByRole('button', { name: /Validate$/ }).click();
    await page.getByText('The flow is valid').waitFor();
    await page.getByRole('button', { name: /Save$/ }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Save the flow' });
    await dialog.getByLabel('Flow name').fill(`Hot ${productKey}`);
    await dialog.getByRole('button', { name: /Save$/ }).click();
    await page.waitForURL('**/iot/automation/design?id=*');
    await page.getByRole('button', { name: /Enable$/ }).click();
    await page.getByText('Flow enabled').waitFor();

    // The device reports 80: the flow runs.
    const client = await connectDevice(device);
    spec.clients.push(client);
    await postProperties(client, device, { temperature: 80 });

    // The debug panel lists the run; chosen, it is drawn on the canvas.
    await page.getByRole('button', { name: /Debug$/ }).click();
    const runs = page.getByRole('list', { name: 'Debug: recent runs' });
    await expect
      .poll(async () => {
        if (await runs.isVisible()) return runs.getByRole('button').count();
        await page.getByRole('button', { name: 'Refresh' }).click();
        return 0;
      })
      .toBeGreaterThan(0);
    await runs.getByRole('button').first().click();
    await expect.poll(() => node(page, 'alarm_1').textContent()).toMatch(/ok\d+ ms/);
    await expect.poll(() => node(page, 'property_1').textContent()).toMatch(/ok\d+ ms/);
    await node(page, 'property_1').click();
    const step = page.getByRole('region', { name: 'Run of node property_1' });
    await expect.poll(() => step.getByLabel('Output').textContent()).toContain('"value": 80');
    expect(errors).toEqual([]);
  }, 180_000);
});
