import { routeName } from '@iot/contract/permissions';
import { useTranslation } from 'react-i18next';
import i18n from './index.ts';

// Seeded rows in the user's language. The server seeds Chinese text, as GFast does, so GFast's Vue
// console (and any other client) shows them as before; this console knows the seeded rows by their
// identity (a rule's name, a dictionary's type and value) and shows the translation while the row
// still holds the seeded Chinese text. A text an administrator typed is shown as typed.

/** The name the server gives a rule's route; the router's texts are keyed by it. */
export { routeName };

/**
 * `text` in the current language when `key` names a seeded text that `text` still equals (`values`
 * fill a seeded text's placeholders, a demo device's number say).
 */
function seededText(key: string, text: string, values?: Record<string, string>): string {
  const seeded = i18n.getFixedT('zh-cn')(key, { ...values, defaultValue: '' });
  return seeded && seeded === text ? i18n.t(key, values) : text;
}

/** A menu or button rule's title (menu management lists raw rule names). */
export const seededRuleTitle = (ruleName: string, title: string) => seededText(`router:${routeName(ruleName)}`, title);

/** A dictionary type's name. */
export const seededDictName = (dictType: string, name: string) => seededText(`seeded:types.${dictType}`, name);

/** A dictionary item's label. */
export const seededDictLabel = (dictType: string, value: string, label: string) =>
  seededText(`seeded:labels.${dictType}.${value}`, label);

/** An alarm level's name (the seeded levels are named as the alarm_type dictionary's items). */
export const seededLevelName = (level: number, name: string) => seededDictLabel('alarm_type', String(level), name);

/**
 * `text` in the current language when it is one of the seeded texts of `section` (a flat table of
 * rows by identity): for a client that has the text but not the row's identity.
 */
function seededByText(section: string, text: string): string {
  const seeded = (i18n.getResourceBundle('zh-cn', 'seeded') as Record<string, unknown> | undefined)?.[section];
  const id = Object.entries((seeded ?? {}) as Record<string, unknown>).find(([, zh]) => zh === text)?.[0];
  return id ? seededText(`seeded:${section}.${id}`, text) : text;
}

/** A product category's name, by its key (by its name alone where only that is sent: a product's category). */
export const seededCategoryName = (key: string | undefined, name: string) =>
  key === undefined ? seededByText('categories', name) : seededText(`seeded:categories.${key}`, name);

/** A product's name, by its key (the demo product and the simulator's, server/scripts/simulate.ts). */
export const seededProductName = (productKey: string, name: string) =>
  seededText(`seeded:products.${productKey}`, name);

/** How the seeded devices' keys carry the number in their names: th_0001 is "… 1", sim_00001 "… 00001". */
const NUMBERED_DEVICES: Record<string, (digits: string) => string> = {
  th: (digits) => String(Number(digits)),
  sim: (digits) => digits,
};

/** A device's name, by its key: the demo devices (th_0001..) and the simulator's (sim_00001..). */
export function seededDeviceName(deviceKey: string, name: string): string {
  const [, series, digits] = /^([a-z]+)_(\d+)$/.exec(deviceKey) ?? [];
  const numbered = series ? NUMBERED_DEVICES[series] : undefined;
  return numbered ? seededText(`seeded:devices.${series}`, name, { n: numbered(digits) }) : name;
}

/** A role's name: the console is not sent roles' keys, so a seeded name still unchanged is one. */
export const seededRoleName = (name: string) => seededByText('roles', name);

/** A department's name: departments have no key, so a seeded name still unchanged is one. */
export const seededDeptName = (name: string) => seededByText('depts', name);

/** A property's name in an object model, by its key: the demo product's and the simulator's. */
export const seededPropertyName = (key: string, name: string) => seededText(`seeded:properties.${key}`, name);

/** A device tag's name, by its key, and its value (the demo devices' cities), by the text. */
export const seededTagName = (key: string, name: string) => seededText(`seeded:tags.${key}`, name);
export const seededTagValue = (value: string) => seededByText('cities', value);

/**
 * A user's nickname, by the user name; where a client only has the nickname (a notice's sender, an
 * attachment's uploader), a seeded account's nickname still counts as one.
 */
export const seededNickname = (nickname: string, userName?: string) =>
  userName === undefined ? seededByText('nicknames', nickname) : seededText(`seeded:nicknames.${userName}`, nickname);

/** What the console calls a user: the nickname (a seeded account's in the user's language), else the user name. */
export const displayName = (user: { userName?: string; userNickname?: string } | null | undefined): string =>
  (user?.userNickname && seededNickname(user.userNickname, user.userName)) || user?.userName || '';

/**
 * A rule's title where only the title is known (the operation log keeps the title of the rule a
 * request needed, not its name): translated while it is one of the seeded rules' titles.
 */
export function seededTitle(title: string): string {
  const router = i18n.getResourceBundle('zh-cn', 'router') as Record<string, unknown> | undefined;
  const name = Object.entries(router ?? {}).find(([, text]) => text === title)?.[0];
  return name ? i18n.t(`router:${name}`) : title;
}

/** The helpers above; the caller re-renders when the language changes. */
export function useSeeded() {
  useTranslation();
  return {
    ruleTitle: seededRuleTitle,
    dictName: seededDictName,
    dictLabel: seededDictLabel,
    levelName: seededLevelName,
    categoryName: seededCategoryName,
    productName: seededProductName,
    deviceName: seededDeviceName,
    nickname: seededNickname,
    title: seededTitle,
    roleName: seededRoleName,
    deptName: seededDeptName,
    propertyName: seededPropertyName,
    tagName: seededTagName,
    tagValue: seededTagValue,
  };
}
