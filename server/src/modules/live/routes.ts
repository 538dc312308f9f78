import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveFrame } from '../../context.ts';
import { principalOf } from '../../plugins/auth.ts';
import { encodeFrame, Hub } from './hub.ts';

/** Sockets silent this long are closed (GFast: 300 s, checked every 30 s). */
export const SILENT_LIMIT_MS = 300_000;
const REAP_EVERY_MS = 30_000;
// PostgreSQL NOTIFY payloads stop at 8000 bytes; bigger frames go without the notice's content
// (the console reads the full notice from the API when it is opened).
const NOTIFY_FRAME_LIMIT = 7000;

function fitForBus(frame: LiveFrame): string {
  const full = encodeFrame(frame.event, frame.data);
  if (full.length <= NOTIFY_FRAME_LIMIT || typeof frame.data !== 'object' || frame.data === null) return full;
  return encodeFrame(frame.event, { ...(frame.data as Record<string, unknown>), content: '' });
}

/**
 * The live channel at /api/v1/websocket (also reached as //api/v1/websocket): the token is checked
 * before the upgrade, every ping is answered at once, silent sockets are closed, and frames for users
 * reach their sockets on every process through the bus.
 */
async function liveRoutes(app: FastifyInstance) {
  const hub = new Hub();
  const { bus, events } = app.ctx;

  app.ctx.live = {
    toUsers: async (userIds, frame) => {
      if (userIds.length) await bus.publish({ type: 'frame', userIds: [...new Set(userIds)], frame: fitForBus(frame) });
    },
    broadcast: async (frame) => bus.publish({ type: 'frame', frame: fitForBus(frame) }),
  };
  bus.on('message', (m) => {
    if (m.type === 'frame') hub.deliver(m.frame, m.userIds);
  });
  events.on('tokenUpdated', (userIds) => {
    app.ctx.live.toUsers(userIds, { event: 'tokenUpdated' }).catch((err: unknown) => app.log.error({ err }, 'live'));
  });

  const reaper = setInterval(() => hub.reap(SILENT_LIMIT_MS), REAP_EVERY_MS);
  reaper.unref();
  app.addHook('onClose', async () => {
    clearInterval(reaper);
    hub.closeAll();
  });
  app.decorate('liveHub', hub);

  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  app.get('/api/v1/websocket', { websocket: true, config: { permission: 'login' } }, (socket, req) => {
    const userId = principalOf(req).id;
    hub.add(userId, socket);
    socket.on('message', (raw) => {
      hub.touch(socket);
      let event: unknown;
      try {
        event = (JSON.parse(String(raw)) as { event?: unknown }).event;
      } catch {
        return; // not JSON: ignored, as GFast does
      }
      if (event === 'ping') socket.send(encodeFrame('ping'));
    });
    socket.on('close', () => hub.remove(socket));
    socket.on('error', () => hub.remove(socket));
  });
}

// Not encapsulated: the hub is visible on the app (bench and tests read its size).
export default fp(liveRoutes);

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: Hub;
  }
}
