// Live topics a console follows: `device/<deviceKey>` for the devices it shows. Only devices the
// user may see are taken; the answer (`subscribed`) lists the topics now followed, and so does the
// returned list (the other processes are told: follows.ts).
import { deviceTopic } from '@iot/contract';
import type { WebSocket } from 'ws';
import type { AppContext } from '../../context.ts';
import { visibleDeviceKeys } from '../device/index.ts';
import { encodeFrame, MAX_TOPICS_PER_SOCKET, type Hub } from './hub.ts';

const DEVICE_TOPIC = /^device\/(.{1,128})$/;

/** The topics of `{"topics": [...]}` (a single string is taken as one), at most a socket's worth. */
function topicsOf(data: unknown): string[] {
  const raw = (data as { topics?: unknown } | null | undefined)?.topics;
  const list = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw : [];
  return [...new Set(list.filter((t): t is string => typeof t === 'string'))].slice(0, MAX_TOPICS_PER_SOCKET);
}

export async function followTopics(
  ctx: Pick<AppContext, 'database' | 'rights'>,
  hub: Hub,
  socket: WebSocket,
  userId: number,
  event: 'subscribe' | 'unsubscribe',
  data: unknown,
): Promise<string[]> {
  const topics = topicsOf(data);
  if (event === 'unsubscribe') {
    hub.unsubscribe(socket, topics.length ? topics : undefined);
    return [];
  }
  const keys = topics.flatMap((t) => DEVICE_TOPIC.exec(t)?.[1] ?? []);
  const principal = await ctx.rights.principal(userId);
  if (!principal || principal.userStatus === 0 || keys.length === 0) return [];
  const visible = await visibleDeviceKeys(ctx.database.db, principal, keys);
  const taken = hub.subscribe(socket, keys.filter((k) => visible.has(k)).map(deviceTopic));
  hub.send(socket, encodeFrame('subscribed', { topics: taken }));
  return taken;
}
