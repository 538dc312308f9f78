import websocket from '@fastify/websocket';
import { ACCESS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import type { LiveFrame } from '../../context.ts';
import { principalOf } from '../../plugins/auth.ts';
import { needs } from '../../access/needs.ts';
import { hashToken } from '../../access/tokens.ts';
import { markLive } from '../auth/index.ts';
import { checkUpgrade } from './guard.ts';
import { CLOSE, encodeFrame, Hub } from './hub.ts';
import { verifyConnections } from './verify.ts';
import { followTopics } from './topics.ts';
import { FollowedTopics } from './follows.ts';
import { mqueueRoutes } from './mqueue.ts';
import { answerPings, PING_CLOSE } from './pings.ts';
import { sysMessageRoutes } from './sse.ts';

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
 * before the upgrade, every ping is answered at once (WebSocket ping frames too, while the socket
 * reads: pings.ts), silent sockets are closed, and frames for users reach their sockets on every
 * process through the bus.
 */
export default async function liveRoutes(app: FastifyInstance) {
  const hub = new Hub();
  const { bus, events } = app.ctx;
  const follows = new FollowedTopics(hub, app.ctx.database.url ? bus : null, (err) =>
    app.log.error({ err }, 'live follows'),
  );
  follows.start();

  app.ctx.live = {
    toUsers: async (userIds, frame) => {
      if (userIds.length) await bus.publish({ type: 'frame', userIds: [...new Set(userIds)], frame: fitForBus(frame) });
    },
    broadcast: async (frame) => bus.publish({ type: 'frame', frame: fitForBus(frame) }),
  };
  const { config, rights } = app.ctx;
  // Sessions end and accounts are disabled on any process; each closes its own sockets at once.
  const closeIfDisabled = async (userIds: number[]) => {
    for (const id of userIds) {
      if (!hub.countOf(id)) continue;
      const principal = await rights.principal(id);
      if (!principal || principal.userStatus === 0) hub.closeUser(id);
    }
  };
  bus.on('message', (m) => {
    if (m.type === 'frame') hub.deliver(m.frame, m.userIds);
    else if (m.type === 'topicFrames') for (const f of m.frames) hub.deliverTopic(f.topic, f.frame);
    else if (m.type === 'sessionRevoked')
      hub.closeSessions(m.tokenHashes, m.forced ? encodeFrame('sessionEnded') : undefined);
    else if (m.type === 'sessionReplaced') hub.rekey(m.from, m.to);
    else if (m.type === 'usersChanged')
      closeIfDisabled(m.userIds).catch((err: unknown) => app.log.error({ err }, 'live'));
  });
  events.on('tokenUpdated', (userIds) => {
    app.ctx.live.toUsers(userIds, { event: 'tokenUpdated' }).catch((err: unknown) => app.log.error({ err }, 'live'));
  });

  const reaper = setInterval(() => {
    hub.reap(SILENT_LIMIT_MS);
    // Backstop for a missed bus message: sockets of ended sessions or disabled accounts.
    verifyConnections(hub, app.ctx).catch((err: unknown) => app.log.error({ err }, 'live verify'));
  }, REAP_EVERY_MS);
  reaper.unref();
  app.addHook('onClose', async () => {
    clearInterval(reaper);
    follows.stop();
    hub.closeAll();
  });
  app.decorate('liveHub', hub);
  app.decorate('liveFollows', follows);

  // Pongs are sent by answerPings (pings.ts), which every WebSocket route calls on its sockets:
  // ws's own would bypass the send-buffer limit.
  await app.register(websocket, { options: { maxPayload: 64 * 1024, autoPong: false } });
  app.get(
    '/api/v1/websocket',
    {
      websocket: true,
      ...needs(ACCESS.login),
      // Runs after the token check (the auth plugin's preHandler), before the upgrade.
      preHandler: async (req) => checkUpgrade(req, config, hub, principalOf(req).id),
    },
    (socket, req) => {
      const userId = principalOf(req).id;
      // Two upgrades may pass the check together: the later one is closed.
      if (hub.countOf(userId) >= config.liveSocketsPerUser) return socket.close(...CLOSE.tooMany);
      const tokenHash = hashToken(req.token!);
      hub.add(userId, tokenHash, socket);
      answerPings(socket, (why) => {
        hub.remove(socket);
        req.log.warn({ userId, address: req.ip }, `live socket closed: ${PING_CLOSE[why][1]}`);
      });
      // Online users show which sessions hold a socket, whichever process holds it.
      markLive(app.ctx.database.db, [tokenHash]).catch((err: unknown) => app.log.error({ err }, 'live presence'));
      socket.on('message', (raw) => {
        hub.touch(socket);
        let message: { event?: unknown; data?: unknown } | null;
        try {
          message = JSON.parse(String(raw)) as typeof message;
        } catch {
          return; // not JSON: ignored, as GFast does
        }
        if (message?.event === 'ping') hub.send(socket, encodeFrame('ping'));
        else if (message?.event === 'subscribe' || message?.event === 'unsubscribe')
          followTopics(app.ctx, hub, socket, userId, message.event, message.data).then(
            (taken) => follows.announce(taken),
            (err: unknown) => app.log.error({ err }, 'live subscribe'),
          );
      });
      socket.on('close', () => hub.remove(socket));
      socket.on('error', () => hub.remove(socket));
    },
  );
  mqueueRoutes(app);
  await sysMessageRoutes(app);
}

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: Hub;
    /** Which device topics a console of any process follows (the MQTT side's live frames). */
    liveFollows: FollowedTopics;
  }
}
