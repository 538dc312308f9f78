import { routeName } from '@iot/contract/permissions';
import { useTranslation } from 'react-i18next';
import i18n from './index.ts';

// Seeded rows in the user's language. The server seeds Chinese text, as GFast does, so GFast's Vue
// console (and any other client) shows them as before; this console knows the seeded rows by their
// identity (a rule's name, a dictionary's type and value) and shows the translation while the row
// still holds the seeded Chinese text. A text an administrator typed is shown as typed.

/** The name the server gives a rule's route; the router's texts are keyed by it. */
export { routeName };

/** `text` in the current language when `key` names a seeded text that `text` still equals. */
function seededText(key: string, text: string): string {
  const seeded = i18n.getFixedT('zh-cn')(key, { defaultValue: '' });
  return seeded && seeded === text ? i18n.t(key) : text;
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

/** The helpers above; the caller re-renders when the language changes. */
export function useSeeded() {
  useTranslation();
  return {
    ruleTitle: seededRuleTitle,
    dictName: seededDictName,
    dictLabel: seededDictLabel,
    levelName: seededLevelName,
  };
}
