import {
  jobAddBody,
  jobDeleteBody,
  jobDeleteLogsBody,
  jobEditBody,
  jobIdBody,
  jobListQuery,
  jobLogsQuery,
  PERMISSIONS,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { answerKey, sendCached } from '../../db/cached-answer.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { runJob } from './scheduler.ts';
import {
  addJob,
  deleteJobLogs,
  deleteJobs,
  editJob,
  jobRow,
  listJobLogs,
  listJobs,
  readJob,
  setJobStatus,
} from './service.ts';

const BASE = '/api/v1/system/sysJob';
const { job } = PERMISSIONS;

export default async function jobRoutes(app: FastifyInstance, track: <T>(p: Promise<T>) => Promise<T>) {
  const { database, bus } = app.ctx;
  const { db } = database;
  // Every process schedules again (this one included: the bus delivers to its sender).
  const changed = () => bus.publish({ type: 'jobsChanged' }).catch(() => undefined);

  // The lists from the answer cache: jobs, their firings and their runs' log rows are ordinary writes.
  app.get(`${BASE}/list`, needs(job.list), async (req, reply) => {
    const q = parseInput(jobListQuery, req);
    return sendCached(reply, database.answers, answerKey(req, q), () => listJobs(db, q));
  });
  app.get(`${BASE}/get`, needs(job.view), async (req) => ok(await readJob(db, parseInput(jobIdBody, req).jobId)));
  app.post(`${BASE}/add`, needs(job.add), async (req) => {
    await addJob(db, parseInput(jobAddBody, req), principalOf(req).id);
    await changed();
    return ok();
  });
  app.put(`${BASE}/edit`, needs(job.edit), async (req) => {
    await editJob(db, parseInput(jobEditBody, req), principalOf(req).id);
    await changed();
    return ok();
  });
  app.delete(`${BASE}/delete`, needs(job.delete), async (req) => {
    await deleteJobs(db, parseInput(jobDeleteBody, req).jobIds);
    await changed();
    return ok();
  });
  for (const [action, status] of [
    ['start', 0],
    ['stop', 1],
  ] as const) {
    app.put(`${BASE}/${action}`, needs(job.edit), async (req) => {
      await setJobStatus(db, parseInput(jobIdBody, req).jobId, status, principalOf(req).id);
      await changed();
      return ok();
    });
  }
  // Runs here and now, whatever the job's status; the answer does not wait for the run, whose
  // outcome goes to the job log.
  app.put(`${BASE}/run`, needs(job.run), async (req) => {
    const row = await jobRow(db, parseInput(jobIdBody, req).jobId);
    void track(runJob(app, row)).catch((err) => app.log.error({ err }, 'job run failed'));
    return ok();
  });
  app.get(`${BASE}/logs`, needs(job.view), async (req, reply) => {
    const q = parseInput(jobLogsQuery, req);
    return sendCached(reply, database.answers, answerKey(req, q), () => listJobLogs(db, q));
  });
  app.delete(`${BASE}/deleteLogs`, needs(job.delete), async (req) => {
    await deleteJobLogs(db, parseInput(jobDeleteLogsBody, req).logIds);
    return ok();
  });
}
