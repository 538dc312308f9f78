import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notices } from './schema.ts';
import { formatTime } from '../../lib/time.ts';
import { WIRE_TIME } from '../../../test/helpers.ts';
import { noticeFixture } from '../../../test/notice-fixture.ts';

// What the live channel is asked to send when notices are written.
describe('notice live frames', () => {
  const { n, api, form, add } = noticeFixture();

  const stored = async (id: number) => (await n.t.database.db.select().from(notices).where(eq(notices.id, id)))[0];

  it('broadcasts a published notice with GFast §4.3 fields, as stored', async () => {
    const id = await add({ content: '<p onclick="x()">Hi</p>' });
    const row = await stored(id);
    expect(n.sent).toEqual([
      {
        f: {
          event: 'notice',
          data: {
            id,
            title: 'Maintenance',
            type: 1,
            tag: 3,
            content: '<p>Hi</p>',
            remark: 'r',
            sort: 0,
            status: 1,
            receiver: [],
            createdBy: n.adminId,
            updatedBy: 0,
            createdAt: formatTime(row.createdAt),
            updatedAt: formatTime(row.updatedAt),
            deletedAt: null,
          },
        },
      },
    ]);
  });

  it('sends a letter to its receivers only, and on edit the row as edited', async () => {
    const id = await add({ type: 2, receiver: [n.demoId, n.otherId, n.demoId] });
    expect(n.sent).toEqual([
      {
        ids: [n.demoId, n.otherId],
        f: {
          event: 'notice',
          data: expect.objectContaining({
            id,
            type: 2,
            receiver: [n.demoId, n.otherId],
            createdBy: n.adminId,
            updatedBy: 0,
            createdAt: expect.stringMatching(WIRE_TIME),
          }),
        },
      },
    ]);
    n.sent.length = 0;
    await api('PUT', 'sysNotice/edit', form({ id, type: 2, receiver: [n.otherId] }));
    expect(n.sent).toEqual([
      {
        ids: [n.otherId],
        f: {
          event: 'notice',
          data: expect.objectContaining({
            id,
            receiver: [n.otherId],
            createdBy: n.adminId,
            updatedBy: n.adminId,
            createdAt: formatTime((await stored(id)).createdAt),
            updatedAt: formatTime((await stored(id)).updatedAt),
          }),
        },
      },
    ]);
  });

  it('sends nothing for unpublished notices, deletes or failed writes', async () => {
    const id = await add({ status: 0 });
    await add({ status: 0, type: 2, receiver: [n.demoId] });
    await api('PUT', 'sysNotice/edit', form({ id, status: 0 }));
    await api('DELETE', 'sysNotice/delete', { ids: [id] });
    await api('POST', 'sysNotice/add', form({ title: '' }));
    expect(n.sent).toEqual([]);
  });

  it('still saves the notice when the live channel fails', async () => {
    n.t.app.ctx.live = {
      toUsers: async () => {
        throw new Error('down');
      },
      broadcast: async () => {
        throw new Error('down');
      },
    };
    await add();
    expect(await n.t.database.db.$count(notices)).toBe(1);
  });
});
