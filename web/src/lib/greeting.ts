import i18n from '@/i18n';

/** The keys of the eight greetings under `greeting` in the common texts. */
export type GreetingKey =
  | 'earlyMorning'
  | 'morning'
  | 'forenoon'
  | 'noon'
  | 'afternoon'
  | 'evening'
  | 'night'
  | 'lateNight';

/** Spec §9's greeting for an hour (0-23): the key under `greeting` in the common texts. */
export function greetingKey(hour: number): GreetingKey {
  if (hour < 6) return 'earlyMorning';
  if (hour < 9) return 'morning';
  if (hour < 12) return 'forenoon';
  if (hour < 14) return 'noon';
  if (hour < 17) return 'afternoon';
  if (hour < 19) return 'evening';
  if (hour < 22) return 'night';
  return 'lateNight';
}

/** The greeting for a moment's local hour (default now) in the current language. */
export const greeting = (date: Date = new Date()): string => i18n.t(`common:greeting.${greetingKey(date.getHours())}`);
