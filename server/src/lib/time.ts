const pad = (n: number) => String(n).padStart(2, '0');

/** Formats a time as the wire's "YYYY-MM-DD HH:mm:ss" in the server's zone; null stays null. */
export function formatTime(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) return null;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}
