/** Spec §9's greeting for an hour (0-23): the key under `greeting` in the common texts. */
export function greetingKey(hour: number): string {
  if (hour < 6) return 'earlyMorning';
  if (hour < 9) return 'morning';
  if (hour < 12) return 'forenoon';
  if (hour < 14) return 'noon';
  if (hour < 17) return 'afternoon';
  if (hour < 19) return 'evening';
  if (hour < 22) return 'night';
  return 'lateNight';
}
