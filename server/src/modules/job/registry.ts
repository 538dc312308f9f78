// The only code jobs run: handlers registered by name. A job names one (`invokeTarget`) and may
// pass it parameters (`jobParams`, "|"-separated as in GFast); nothing else is ever executed.
import type { FastifyInstance } from 'fastify';

export interface JobRun {
  app: FastifyInstance;
  /** The job's parameters, split on "|" and trimmed (empty ones dropped). */
  params: string[];
}

/** Answers a short text for the job log (what it did); throwing marks the run failed. */
export type JobHandler = (run: JobRun) => Promise<string>;

const handlers = new Map<string, JobHandler>();

/** Adds (or replaces) a handler; other modules call it when they load (the login log's pruning, say). */
export function registerJobHandler(name: string, handler: JobHandler): void {
  handlers.set(name, handler);
}

export const jobHandler = (name: string): JobHandler | undefined => handlers.get(name);

export const jobHandlerNames = (): string[] => [...handlers.keys()].sort();
