// With PostgreSQL the embedded broker reads its devices' connections in a thread of its own: on the
// thread that serves the API, an HTTP request's database answers waited behind every ready device
// socket. (With PGlite the broker's half runs in the server's thread, which every other test of
// the broker covers.)
import { describe, expect, it } from 'vitest';
import { brokerApp, connectToken, makeDevice, makeProduct } from './test-kit.ts';

/** The TCP connections this thread reads: the test's own clients, and the server's side when it is here. */
const socketsHere = () => process.getActiveResourcesInfo().filter((r) => r === 'TCPSocketWrap').length;

describe.runIf(process.env.TEST_DB === 'postgres')('embedded broker thread', () => {
  const m = brokerApp();
  const { db, track } = m;

  it('serves device connections off the thread of the API', async () => {
    const p = await makeProduct(db());
    // One device first, so that the database's connections a device's arrival needs are open.
    track(await connectToken(m.url, await makeDevice(db(), p.id)));
    const devices = await Promise.all(Array.from({ length: 6 }, () => makeDevice(db(), p.id)));
    const before = socketsHere();
    for (const d of devices) track(await connectToken(m.url, d));
    // Six of the test's clients; the server's six ends would make twelve.
    expect(socketsHere() - before).toBeLessThan(12);
    expect(socketsHere() - before).toBeGreaterThanOrEqual(6);
  });
});
