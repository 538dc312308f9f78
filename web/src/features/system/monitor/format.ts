// How the monitor shows sizes and durations.

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** 1536 -> "1.5 KB". */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value >= 100 ? 0 : value >= 10 ? 1 : 2)} ${UNITS[unit]}`;
}

/** Seconds as days, hours, minutes and seconds, largest first: 90061 -> [1, 1, 1, 1]. */
export function splitDuration(seconds: number): [days: number, hours: number, minutes: number, seconds: number] {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 86400), Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60];
}

/** One point of the monitor's short history. */
export interface Sample {
  at: number;
  cpu: number;
  mem: number;
  heap: number;
  messages: number;
}

/** How many samples the line charts keep (five minutes at one every 5 s). */
export const HISTORY_LENGTH = 60;

/** Appends a sample, dropping the oldest past HISTORY_LENGTH; the same `at` twice is kept once. */
export function appendSample(history: Sample[], sample: Sample): Sample[] {
  if (history.at(-1)?.at === sample.at) return history;
  return [...history, sample].slice(-HISTORY_LENGTH);
}
