// The dictionaries the server seeds (server/src/composition/seed/dicts.ts), in every language: type names by
// type and labels by type and value; and the other seeded rows: product categories and products by
// key, the demo devices (and the simulator's) by their key's series, with the number as {{n}}, the
// accounts' nicknames by user name, roles by key, departments by their seeded Chinese name (they
// have no key), the demo product's properties and the demo devices' tags by key, the tags' cities. A row shows its translation only while it still has the
// seeded Chinese text; anything an administrator typed stays as typed (i18n/seeded.ts).
import { fromJson } from '@iot/contract/texts';
import texts from './seeded.json';

export default fromJson(texts, 'seeded');
