import { textsIn, type TextTree } from '@iot/contract/texts';
import i18n, { LANGUAGES } from './index.ts';

/**
 * Registers a feature's texts (each key in three languages, contract/texts.ts) under its own
 * namespace when the feature's code loads, so a screen's texts travel in that screen's chunk rather
 * than in one bundle before every screen. Returns the namespace for `useTranslation(ns)` and
 * `i18n.t('ns:key')`; importing it is what guarantees the texts are there.
 */
export function defineTexts<const NS extends string>(ns: NS, tree: TextTree): NS {
  LANGUAGES.forEach((lang, index) => i18n.addResourceBundle(lang, ns, textsIn(tree, index as 0 | 1 | 2), true, true));
  return ns;
}
