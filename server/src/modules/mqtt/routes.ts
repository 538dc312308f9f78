// The device transport: the embedded broker (TCP on MQTT_PORT once the app listens, WebSocket at
// /mqtt) or an external broker (MQTT_URL), the online sweep, live frames, and the HTTP hooks an
// external broker may call to authenticate devices (EMQX's HTTP auth and ACL shapes).
import { ACCESS, mqttAclSchema, mqttAuthSchema, type MqttAuthAnswer } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { createWebSocketStream } from 'ws';
import { needs } from '../../access/needs.ts';
import { BUS_MAX_BYTES, type BusMessage } from '../../lib/bus.ts';
import { ApiError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/request.ts';
import { answerPings, PING_CLOSE } from '../live/index.ts';
import { mayPublish, maySubscribe } from './auth.ts';
import { DeviceCache, isActive } from './devices.ts';
import { EmbeddedBroker } from './embedded.ts';
import { ExternalBroker } from './external.ts';
import { LiveFrames, type DeviceObserver } from './frames.ts';
import { Presence, SWEEP_EVERY_MS } from './presence.ts';
import { topicDevice } from './protocol.ts';
import { Replies, type DeviceReply } from './replies.ts';
import { DeviceThrottle, logRefusal, throttledLine } from './throttle.ts';
import { Uplinks } from './uplinks.ts';

/** What /health reports: our broker, an external one, none, or ours could not take its port. */
export type MqttState = 'embedded' | 'external' | 'off' | 'unavailable';

export interface MqttService {
  readonly state: MqttState;
  /** The TCP port the embedded broker listens on (null: not listening). */
  readonly port: number | null;
  /** Resolves once the transport started (or failed to) after the app began listening. */
  started(): Promise<void>;
  /**
   * Sends a message to a device's topic (downlinks: property set, service invoke), through whichever
   * process's broker the device is connected to; resolves once it is handed on.
   */
  publish(topic: string, payload: string, qos?: 0 | 1): Promise<void>;
  /** Calls `handler` with the device's reply carrying this message id; returns a cancel function. */
  onReply(id: string, handler: (reply: DeviceReply) => void): () => void;
  /** Runs the offline sweep now (tests; it runs every few seconds anyway). */
  sweep(): Promise<string[]>;
  /** Hears of every device's values, status changes and events (the alarm rules). */
  observe(observer: DeviceObserver): void;
  /** Device messages this process handled since start (the server monitor). */
  readonly received: number;
  /** Device messages this process handled per second over the last ten seconds (the server monitor). */
  readonly perSecond: number;
}

export default async function mqttRoutes(app: FastifyInstance) {
  const { config, database, bus } = app.ctx;
  const mode: MqttState = config.mqttUrl ? 'external' : config.mqttPort === null ? 'off' : 'embedded';
  const cache = new DeviceCache(database.db);
  const onError = (err: unknown, what: string) => app.log.error({ err }, what);
  const warn = (details: Record<string, unknown>, message: string) => app.log.warn(details, message);
  const throttle = new DeviceThrottle(database.db, cache);
  // Frames only for devices a console of some process follows.
  const frames = new LiveFrames(
    bus,
    (topic) => app.liveFollows.has(topic),
    (err) => onError(err, 'mqtt frames'),
  );
  const presence = new Presence(database.db, app.telemetry, frames, cache);
  // Several processes: a reply nobody waits for here goes to the others over the bus (one of them
  // sent the command). One too large for NOTIFY goes without its data, saying so (the device log
  // of the process that received it holds it whole).
  const forwardReply = (reply: DeviceReply) => {
    let message: BusMessage = { type: 'deviceReply', reply };
    if (JSON.stringify(message).length > BUS_MAX_BYTES) {
      const note = 'the reply is too large to pass between server processes: the device log holds it';
      message = { type: 'deviceReply', reply: { ...reply, message: note, data: null, raw: { id: reply.id } } };
    }
    bus.publish(message).catch((err: unknown) => onError(err, 'mqtt reply'));
  };
  const replies = new Replies(database.url ? forwardReply : undefined);
  let embedded: EmbeddedBroker | null = null;
  let external: ExternalBroker | null = null;
  const send = (topic: string, payload: string, qos: 0 | 1 = 0) => {
    if (embedded) embedded.send(topic, payload, qos);
    else external?.send(topic, payload, qos);
  };
  /**
   * A downlink goes where the device is connected: any process reaches it through an external
   * broker; with embedded brokers (one per process, or none here: MQTT_PORT=off) ours sends it when
   * it holds the device, else the bus takes it to the process that does. With one process there is
   * no other: ours sends it.
   */
  const downlink = async (topic: string, payload: string, qos: 0 | 1 = 0) => {
    const deviceKey = topicDevice(topic)?.deviceKey;
    if (mode === 'external' || !database.url || !deviceKey || embedded?.holds(deviceKey))
      return send(topic, payload, qos);
    await bus.publish({ type: 'deviceDownlink', deviceKey, topic, payload, qos });
  };
  const uplinks = new Uplinks({
    db: database.db,
    cache,
    telemetry: app.telemetry,
    presence,
    frames,
    replies,
    send,
    scripts: app.scripts,
  });

  let state: MqttState = mode;
  let port: number | null = null;
  let start: Promise<void> | null = null;
  let sweeper: NodeJS.Timeout | undefined;
  /** The sweep under way: shutdown waits for it (it writes through the telemetry writer). */
  let sweeping: Promise<unknown> = Promise.resolve();

  if (mode === 'embedded')
    embedded = await EmbeddedBroker.create(
      { cache, presence, uplinks: () => uplinks, throttle, onError, warn },
      !!database.url,
    );

  bus.on('message', (m) => {
    if (m.type !== 'devicesChanged') return;
    const done = embedded ? embedded.recheck(m.keys, m.productKeys) : cache.drop(m.keys, m.productKeys);
    done.catch((err: unknown) => onError(err, 'mqtt devicesChanged'));
  });
  bus.on('message', (m) => {
    if (m.type === 'deviceReply') replies.deliver(m.reply);
    else if (m.type === 'deviceDownlink' && embedded?.holds(m.deviceKey)) embedded.send(m.topic, m.payload, m.qos);
  });
  bus.on('reset', () => {
    (embedded ? embedded.recheck() : cache.drop()).catch((err: unknown) => onError(err, 'mqtt reset'));
  });

  const startTransport = async () => {
    if (mode === 'off') return;
    let busy = false;
    sweeper = setInterval(() => {
      // One sweep at a time: one that marks thousands of devices offline outlasts the interval.
      if (busy) return;
      busy = true;
      sweeping = presence
        .sweep()
        .catch((err: unknown) => onError(err, 'mqtt sweep'))
        .finally(() => (busy = false));
    }, SWEEP_EVERY_MS);
    sweeper.unref();
    if (embedded && config.mqttPort !== null) {
      try {
        port = await embedded.listen(config.mqttPort, config.host);
        app.log.info({ port }, 'MQTT broker listening');
      } catch (err) {
        state = 'unavailable';
        const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
        app.log.error(
          `MQTT broker not started: port ${config.mqttPort} is not available (${reason}); set MQTT_PORT to a free port, MQTT_PORT=off, or MQTT_URL=mqtt://host:port for an external broker`,
        );
      }
    }
    if (mode === 'external')
      external = await ExternalBroker.connect(config.mqttUrl!, {
        cache,
        uplinks: () => uplinks,
        onError,
        log: (message) => app.log.warn(message),
      });
  };
  app.addHook('onListen', async () => {
    start ??= startTransport();
    await start;
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    frames.close();
    replies.clear();
    await embedded?.close();
    await external?.close();
    await sweeping;
    // Devices that dropped off just before are still being marked offline: the database closes after.
    await presence.settled();
  });

  const service: MqttService = {
    get state() {
      return state;
    },
    get port() {
      return port;
    },
    started: async () => {
      // onListen runs after listen() resolves: a test that just listened waits here.
      for (let i = 0; !start && i < 100; i++) await new Promise((r) => setTimeout(r, 10));
      await start;
    },
    publish: downlink,
    onReply: (id, handler) => replies.onReply(id, handler),
    sweep: () => presence.sweep(),
    observe: (observer) => frames.observe(observer),
    get received() {
      return uplinks.received;
    },
    get perSecond() {
      return uplinks.rate.perSecond();
    },
  };
  app.decorate('mqtt', service);

  // MQTT over WebSocket on the HTTP port (sub-protocol "mqtt"; the broker authenticates the device).
  // Pings are answered within the same limits as on the live channel, before and after CONNECT.
  if (embedded) {
    const broker = embedded;
    app.get('/mqtt', { websocket: true, ...needs(ACCESS.public) }, (socket, req) => {
      answerPings(socket, (why) =>
        warn({ address: req.ip }, `MQTT WebSocket from ${req.ip} closed: ${PING_CLOSE[why][1]}`),
      );
      broker.handle(createWebSocketStream(socket), req.ip);
    });
  }

  /** The device a connected client is, as CONNECT named it: by user name (AccessToken) or client id (Basic). */
  const deviceOfClient = async (clientId: string, username: string) => {
    const byName = username ? await cache.get(username) : null;
    if (isActive(byName) && byName.credentials.authType === 2) return byName;
    const byId = clientId ? await cache.get(clientId) : null;
    if (isActive(byId) && byId.credentials.authType === 1) return byId;
    return null;
  };

  // An external broker asks these (EMQX HTTP authentication / authorisation). Public: they reveal
  // only allow or deny, by the same rules as the embedded broker. Failed authentications are
  // throttled as the embedded broker's CONNECTs are, by the caller's address (req.ip: a broker
  // listed in TRUST_PROXY may pass the device's address in X-Forwarded-For): HTTP 429 with a message.
  const answer = (ok: boolean): MqttAuthAnswer => ({ result: ok ? 'allow' : 'deny' });
  app.post('/api/v1/iot/mqtt/auth', needs(ACCESS.public), async (req) => {
    const input = parseInput(mqttAuthSchema, req);
    const verdict = await throttle.check(input.clientid, input.username, input.password, req.ip);
    const attempt = { clientId: input.clientid, username: input.username, address: req.ip };
    if ('device' in verdict) uplinks.accepted(verdict.device);
    else logRefusal(cache, uplinks, verdict, attempt).catch((err: unknown) => onError(err, 'mqtt refuse'));
    if ('throttled' in verdict) {
      const t = verdict.throttled;
      if (t.log) req.log.warn({ address: t.address, deviceKey: t.key }, throttledLine(t));
      throw new ApiError(429, 'deviceLoginThrottled', { minutes: Math.ceil(t.ms / 60_000) }, 429);
    }
    return answer('device' in verdict);
  });
  app.post('/api/v1/iot/mqtt/acl', needs(ACCESS.public), async (req) => {
    const input = parseInput(mqttAclSchema, req);
    const device = await deviceOfClient(input.clientid, input.username);
    const allowed = input.action === 'publish' ? mayPublish : maySubscribe;
    return answer(!!device && allowed(device, input.topic));
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    mqtt: MqttService;
  }
}
