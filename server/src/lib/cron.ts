// Cron expressions as GoFrame's gcron reads them (five fields, or six with seconds first), checked
// by croner, which the alarm rules and the scheduled jobs both schedule with.
import { Cron } from 'croner';

/** Whether croner accepts the expression. */
export function validCron(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}

/** A firing time rounded down to the second: the same on every process, so they can claim it. */
export const firingSecond = (at: Date) => new Date(Math.floor(at.getTime() / 1000) * 1000);
