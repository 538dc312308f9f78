// Simulated devices for the bench: real MQTT clients, one connection per device, authenticated with
// the product's access token, posting properties in SagooIoT's envelope. The ingestion load uses the
// lean devices (lean-devices.ts); devices that also subscribe are mqtt.js clients.
import mqtt, { type MqttClient } from 'mqtt';
import { connectLeanDevice, type LeanDevice } from './lean-devices.ts';
import { BENCH_PRODUCT, BENCH_TOKEN } from './provision.ts';

export interface Fleet {
  clients: MqttClient[];
  close(): Promise<void>;
}

/** Connects every key, `parallel` at a time; throws if one is refused. */
export async function connectFleet(mqttUrl: string, keys: string[], parallel = 250): Promise<Fleet> {
  const clients: MqttClient[] = [];
  for (let i = 0; i < keys.length; i += parallel)
    clients.push(
      ...(await Promise.all(
        keys.slice(i, i + parallel).map((key) =>
          mqtt.connectAsync(mqttUrl, {
            clientId: key,
            username: key,
            password: BENCH_TOKEN,
            keepalive: 120,
            reconnectPeriod: 0,
            connectTimeout: 60_000,
          }),
        ),
      )),
    );
  return {
    clients,
    close: async () => {
      await Promise.all(clients.map((c) => c.endAsync(true).catch(() => undefined)));
    },
  };
}

const topicOf = (key: string) => `/sys/${BENCH_PRODUCT}/${key}/thing/event/property/post`;

/** Devices that post properties, each on its own topic. */
export interface Publishers {
  devices: LeanDevice[];
  close(): Promise<void>;
}

/** Connects every key as a lean device, `parallel` at a time; throws if one is refused. */
export async function connectPublishers(mqttUrl: string, keys: string[], parallel = 250): Promise<Publishers> {
  const devices: LeanDevice[] = [];
  const close = () => Promise.all(devices.map((d) => d.close().catch(() => undefined))).then(() => undefined);
  try {
    for (let i = 0; i < keys.length; i += parallel)
      devices.push(
        ...(await Promise.all(
          keys
            .slice(i, i + parallel)
            .map((key) =>
              connectLeanDevice(mqttUrl, { clientId: key, username: key, password: BENCH_TOKEN, topic: topicOf(key) }),
            ),
        )),
      );
  } catch (err) {
    await close();
    throw err;
  }
  return { devices, close };
}

let seq = 0;
/** One property post with three values measured now (ms: the live-latency probe reads `time`). */
export function propertyPost(): string {
  const time = Date.now();
  return JSON.stringify({
    id: String(++seq),
    version: '1.0',
    sys: { ack: 0 },
    method: 'thing.event.property.post',
    params: {
      temperature: { value: 20 + Math.random() * 10, time },
      humidity: { value: 40 + Math.random() * 40, time },
      pressure: { value: 1000 + Math.random() * 30, time },
    },
  });
}

export interface LoadFigures {
  sent: number;
  acked: number;
  failed: number;
  /** From the first publish to the last acknowledgement. */
  seconds: number;
  /** Acknowledged messages per device key. */
  perDevice: Map<string, number>;
}

/**
 * Publishes QoS 1 property posts from every client at `perSecond` messages in total, evenly spread,
 * for `seconds`, then waits for the outstanding acknowledgements (a QoS 1 PUBACK is sent once the
 * message is stored).
 */
export async function offerLoad(
  fleet: Publishers,
  keys: string[],
  perSecond: number,
  seconds: number,
): Promise<LoadFigures> {
  const tickMs = 20;
  const perDevice = new Map<string, number>();
  let sent = 0;
  let acked = 0;
  let failed = 0;
  let next = 0;
  let carry = 0;
  let lastAck = Date.now();
  const start = Date.now();
  let settle: () => void = () => {};
  const settled = new Promise<void>((r) => (settle = r));
  let publishing = true;
  const timer = setInterval(() => {
    // By the clock, not by ticks: on a busy machine ticks come late, and the rate offered would drop with them.
    carry = (perSecond * (Date.now() - start)) / 1000 - sent;
    for (; carry >= 1; carry--) {
      const i = next++ % fleet.devices.length;
      const key = keys[i];
      sent++;
      fleet.devices[i].publish(propertyPost(), (err) => {
        if (err) failed++;
        else {
          acked++;
          perDevice.set(key, (perDevice.get(key) ?? 0) + 1);
        }
        lastAck = Date.now();
        if (!publishing && acked + failed === sent) settle();
      });
    }
    if (Date.now() - start >= seconds * 1000) {
      clearInterval(timer);
      publishing = false;
      if (acked + failed === sent) settle();
    }
  }, tickMs);
  await Promise.race([settled, new Promise((r) => setTimeout(r, (seconds + 60) * 1000))]);
  return { sent, acked, failed, seconds: (lastAck - start) / 1000, perDevice };
}
