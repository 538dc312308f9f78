// Choices of records named by a key and a name that may repeat (products): each shows both, so
// two products of the same name can be told apart, and a search finds either. A seeded product's
// name shows in the user's language (i18n/seeded.ts).
import { seededProductName } from '@/i18n/seeded';

/** A record of such a choice. */
export interface Keyed {
  key: string;
  name?: string | null;
}

/** 'Meter (meter_01)'; the key alone when the name is empty or is the key. */
export function nameAndKey(row: Keyed): string {
  const name = row.name ? seededProductName(row.key, row.name).trim() : undefined;
  return name && name !== row.key ? `${name} (${row.key})` : row.key;
}

/** Select options of such records: the key as value, name and key as label. */
export const keyedOptions = (rows: readonly Keyed[] | null | undefined) =>
  (rows ?? []).map((row) => ({ value: row.key, label: nameAndKey(row) }));
