// The dictionaries the server seeds (server/src/composition/seed/dicts.ts), in every language: type names by
// type and labels by type and value. A row shows its translation only while it still has the seeded
// Chinese text; anything an administrator typed stays as typed (i18n/seeded.ts).
import { fromJson } from '@iot/contract/texts';
import texts from './seeded.json';

export default fromJson(texts, 'seeded');
