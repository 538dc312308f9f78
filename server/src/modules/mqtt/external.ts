// An external broker (MQTT_URL): the server is one client among several server processes sharing
// the device topics through shared subscriptions ($share/iot-console/...), so each message is
// handled by exactly one process. Authentication is the broker's job (it may ask routes.ts).
//
// SagooIoT's topics start with '/', so the filter after `$share/<group>/` starts with an empty level
// too: `$share/iot-console//sys/+/+/thing/event/#` (MQTT 5 §4.8.2: the filter is everything after
// the second '/'). The products' custom topics (`/{pk}/{dk}/user/...`) are shared too: a message a
// device may publish there (auth.ts customPublish) goes to its log.
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { isActive, type DeviceCache } from './devices.ts';
import { customPublish } from './auth.ts';
import { customTopicDevice, parseTopic, topicDevice } from './protocol.ts';
import type { Uplinks } from './uplinks.ts';

export const SHARE_GROUP = 'iot-console';
/** Uplinks the server handles: posts under thing/event, device replies under thing/service, custom topics. */
export const sharedFilters = (group: string) => [
  `$share/${group}//sys/+/+/thing/event/#`,
  `$share/${group}//sys/+/+/thing/service/#`,
  `$share/${group}//+/+/user/#`,
];

/**
 * The broker's address and the share group: `?shareGroup=<name>` on MQTT_URL sets another group,
 * for installations (or test runs) that share one broker but not their devices.
 */
export function brokerAddress(mqttUrl: string): { url: string; group: string } {
  const u = new URL(mqttUrl);
  const group = u.searchParams.get('shareGroup') || SHARE_GROUP;
  u.searchParams.delete('shareGroup');
  return { url: u.toString(), group };
}
/**
 * Messages being processed at once. mqtt.js acknowledges a QoS 1 message only after handleMessage
 * calls back and handles the next one only then, so waiting for each commit would allow one batch
 * per round trip; up to this many run together and the broker holds the rest. The broker's queue
 * for a client is short (Mosquitto drops beyond max_queued_messages, 1,000 by default), so this
 * window is what rides out a stall of the database: 20,000 is two seconds of a process's share of
 * 20,000 msg/s, a few tens of MB (the bench's external-broker run lost messages at 2,000).
 */
const MAX_IN_FLIGHT = 20_000;

export interface ExternalDeps {
  cache: DeviceCache;
  uplinks: () => Uplinks;
  onError(err: unknown, what: string): void;
  log(message: string): void;
}

export class ExternalBroker {
  private inFlight = 0;
  private waiting: (() => void)[] = [];

  private constructor(readonly client: MqttClient) {}

  static connect(mqttUrl: string, deps: ExternalDeps): Promise<ExternalBroker> {
    const { url, group } = brokerAddress(mqttUrl);
    const client = mqtt.connect(url, {
      clientId: `iot-console-${randomBytes(6).toString('hex')}`,
      clean: true,
      reconnectPeriod: 1000,
      connectTimeout: 10_000,
      // Our own filters are subscribed again on every (re)connect below.
      resubscribe: false,
    });
    const self = new ExternalBroker(client);
    const subscribed = new Promise<void>((resolve) => {
      client.on('connect', () => {
        client.subscribe(sharedFilters(group), { qos: 1 }, (err) => {
          if (err) deps.onError(err, 'mqtt subscribe');
          resolve();
        });
      });
    });
    client.on('error', (err) => deps.onError(err, 'mqtt client'));
    client.handleMessage = (packet, done) => {
      self.inFlight++;
      self
        .process(deps, packet.topic, packet.payload as Buffer)
        .catch((err: unknown) => deps.onError(err, 'mqtt uplink'))
        .finally(() => {
          self.inFlight--;
          self.waiting.shift()?.();
        });
      if (self.inFlight < MAX_IN_FLIGHT) done();
      else self.waiting.push(() => done());
    };
    return new Promise((resolve) => {
      let told = false;
      subscribed.then(
        () => resolve(self),
        () => resolve(self),
      );
      // A broker that is down at start is retried in the background; the app still starts.
      client.on('offline', () => {
        if (!told) deps.log(`MQTT_URL ${url}: the broker does not answer; retrying`);
        told = true;
        resolve(self);
      });
    });
  }

  private async process(deps: ExternalDeps, topic: string, payload: Buffer) {
    const custom = customTopicDevice(topic);
    if (custom) {
      const device = await deps.cache.get(custom.deviceKey);
      // Only where the device may publish: what others send it on its subscribe topics is not its message.
      if (!isActive(device) || device.productKey !== custom.productKey || !customPublish(device, topic)) return;
      return deps.uplinks().custom(device, topic, payload);
    }
    const uplink = parseTopic(topic);
    const who = topicDevice(topic);
    if (!uplink || !who) return;
    // Our own replies and downlinks come back through the same filters: only device uplinks count.
    const last = topic.slice(topic.lastIndexOf('/') + 1);
    const isUplink =
      uplink.kind === 'propertyPost' ||
      uplink.kind === 'batchPost' ||
      uplink.kind === 'eventPost' ||
      uplink.kind === 'setReply' ||
      uplink.kind === 'serviceReply';
    if (!isUplink || last === 'post_reply') return;
    const device = await deps.cache.get(who.deviceKey);
    // Unknown or disabled devices and a product key that is not the device's: dropped (§9.10).
    if (!isActive(device) || device.productKey !== who.productKey) return;
    await deps.uplinks().handle(device, topic, payload);
  }

  send(topic: string, payload: string, qos: 0 | 1 = 0) {
    this.client.publish(topic, payload, { qos, retain: false });
  }

  get connected(): boolean {
    return this.client.connected;
  }

  async close() {
    await this.client.endAsync();
  }
}
