import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers.ts';
import { waitFor } from '../mqtt/test-kit.ts';
import { automationRuns, automationSteps } from './schema.ts';
import { api, enabledFlow, graph } from './test-fixture.ts';

// A server that stops while a run waits in a delay closes at once, and the run stays `running`
// (its delay step too): nothing crashes, nothing pretends the run finished.
it('leaves a run waiting in a delay running when the server stops', async () => {
  const t = await createTestApp();
  let closed = false;
  try {
    const admin = await t.login();
    const id = await enabledFlow(
      t,
      admin,
      graph(
        [
          { id: 'm', type: 'trigger.manual' },
          { id: 'wait', type: 'logic.delay', data: { seconds: 3600 } },
        ],
        [['m', 'wait']],
      ),
    );
    const runId = (await api(t, admin, 'POST', 'run', { id })).body.data.runId as number;
    await waitFor(async () => {
      const steps = await t.database.db.select().from(automationSteps).where(eq(automationSteps.runId, runId));
      return steps.some((s) => s.nodeId === 'wait' && s.status === 'running');
    });
    const started = Date.now();
    // Close the app but keep the database to read the run afterwards.
    await t.app.close();
    closed = true;
    expect(Date.now() - started).toBeLessThan(5000);
    const [run] = await t.database.db.select().from(automationRuns).where(eq(automationRuns.id, runId));
    expect(run).toMatchObject({ status: 'running', finishedAt: null });
  } finally {
    if (!closed) await t.app.close();
    await t.close().catch(() => undefined);
  }
});
