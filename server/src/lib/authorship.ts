import { formatTime } from './time.ts';

interface Authored {
  createdBy: number;
  updatedBy: number;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * Who wrote a record and when, in the five fields GFast's records end with. Rows are deleted for
 * good here, so `deletedAt` is always null.
 */
export function authorship(r: Authored) {
  return {
    createdBy: r.createdBy,
    updatedBy: r.updatedBy,
    createdAt: formatTime(r.createdAt),
    updatedAt: formatTime(r.updatedAt),
    deletedAt: null,
  };
}
