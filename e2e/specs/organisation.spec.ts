import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, login, newPage, signedIn } from '../browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const PASSWORD = 'Passw0rd';

/** Opens a list page's add dialog. */
async function openAdd(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await page.locator('[data-region="main"] .ant-table').first().waitFor();
  await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  return dialog;
}

/** Saves a dialog and waits for it to close (a refusal would keep it open). */
async function save(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** Picks `title` in the tree select or select labelled `label`, then closes its list. */
async function pick(page: Page, dialog: Locator, label: string, title: string) {
  await dialog.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true }).first().click();
  await dialog.locator('.ant-modal-title').click();
}

/** A node's checkbox in the role dialog's menu tree. */
const treeCheckbox = (dialog: Locator, title: string) =>
  dialog
    .locator('.ant-tree-treenode', { has: dialog.page().getByText(title, { exact: true }) })
    .locator('.ant-tree-checkbox');

async function addUser(page: Page, userName: string, role?: string) {
  const dialog = await openAdd(page, '/system/auth/user/list');
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByLabel('Nickname').fill(`Nick ${userName}`);
  await dialog.getByLabel('Mobile').fill(`139${String(Date.now()).slice(-8)}`);
  await pick(page, dialog, 'Department', 'E2E Branch');
  if (role) {
    await pick(page, dialog, 'Roles', role);
    await pick(page, dialog, 'Posts', 'E2E Post');
  }
  await save(dialog);
}

describe('organisation', () => {
  it('a department, post, role (menus, buttons, data scope) and users made in the console rule what the new user sees', async () => {
    const { page, context, errors } = await signedIn(browser);

    let dialog = await openAdd(page, '/system/auth/deptList');
    // The seeded head office shows in the user's language (issue 23).
    await pick(page, dialog, 'Parent department', 'Headquarters');
    await dialog.getByLabel('Department name').fill('E2E Branch');
    await save(dialog);
    await page.getByRole('cell', { name: 'E2E Branch' }).waitFor();

    dialog = await openAdd(page, '/system/auth/postList');
    await dialog.getByLabel('Post name').fill('E2E Post');
    await dialog.getByLabel('Post code').fill('e2e');
    await save(dialog);

    // The role: the home page, and the user page with only its edit button (the page and the
    // directory above it go along as half-checked parents).
    dialog = await openAdd(page, '/system/auth/roleList');
    await dialog.getByLabel('Role name').fill('E2E Role');
    await dialog.getByText('Expand all', { exact: true }).click();
    await treeCheckbox(dialog, 'Home').first().click();
    await treeCheckbox(dialog, 'Edit user').first().click();
    await save(dialog);
    const roleRow = page.getByRole('row', { name: /E2E Role/ });
    await roleRow.waitFor();

    // Its data scope on the user list: own department.
    await roleRow.getByRole('button', { name: /Permissions/ }).click();
    await page.getByRole('menuitem', { name: 'Data scope' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Scope: Users', { exact: true }).click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Own department', { exact: true }).click();
    await save(dialog);

    await addUser(page, 'e2e-user', 'E2E Role');
    await addUser(page, 'e2e-peer');
    expect(errors).toEqual([]);
    await context.close();

    // The new user: exactly those menus, that button, and the rows of their own department.
    const other = await newPage(browser);
    await other.context.addInitScript(() => localStorage.setItem('themeConfig', JSON.stringify({ globalI18n: 'en' })));
    await login(other.page, 'e2e-user', PASSWORD);
    const p = other.page;
    await p.goto('/system/auth/user/list');
    await p.locator('[data-region="main"] .ant-table-row').first().waitFor();
    const menus = await p.locator('[data-layout] .ant-menu-title-content').allInnerTexts();
    // Home is in the overview section (closed on this page), which went along as a half-checked parent.
    expect(menus.map((m) => m.trim())).toEqual(['Overview', 'System settings', 'Users']);
    const rows = p.locator('[data-region="main"] .ant-table-row');
    await expect.poll(async () => (await rows.allInnerTexts()).length).toBe(2);
    const names = await p.locator('[data-region="main"] .ant-table-row .ant-typography-secondary').allInnerTexts();
    expect(names.sort()).toEqual(['e2e-peer', 'e2e-user']);
    expect(await rows.first().getByRole('button', { name: /Edit/ }).count()).toBe(1);
    expect(
      await rows
        .first()
        .getByRole('button', { name: /Delete|Reset password/ })
        .count(),
    ).toBe(0);
    expect(await p.getByRole('button', { name: /^(plus )?Add$/ }).count()).toBe(0);
    expect(await rows.first().getByRole('switch').isDisabled()).toBe(true);
    expect(other.errors).toEqual([]);
    await other.context.close();
  });
});
