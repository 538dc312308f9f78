// The system topics of a product's devices (sagoo-iot-api.md §9.2), from its key, device type and
// object model. `{deviceKey}` stands for each device's key (a gateway's own, for its batch post).
import type { Tsl } from '@iot/contract/tsl';

export interface SystemTopic {
  topic: string;
  /** up: device to platform; down: platform to device. */
  direction: 'up' | 'down';
  /** What it carries: a text key of the feature (`topic.<kind>`). */
  kind: string;
  /** The event or function it is about. */
  about?: string;
}

export const DEVICE_KEY_PLACEHOLDER = '{deviceKey}';

export function systemTopics(productKey: string, deviceType: string, tsl: Tsl | null): SystemTopic[] {
  const base = `/sys/${productKey}/${DEVICE_KEY_PLACEHOLDER}/thing`;
  const topics: SystemTopic[] = [
    { topic: `${base}/event/property/post`, direction: 'up', kind: 'propertyPost' },
    { topic: `${base}/event/property/post_reply`, direction: 'down', kind: 'propertyPostReply' },
  ];
  for (const e of tsl?.events ?? [])
    topics.push({ topic: `${base}/event/${e.key}/post`, direction: 'up', kind: 'eventPost', about: e.name || e.key });
  if (deviceType === '网关')
    topics.push(
      { topic: `${base}/event/property/pack/post`, direction: 'up', kind: 'packPost' },
      { topic: `${base}/event/property/pack/post_reply`, direction: 'down', kind: 'packPostReply' },
    );
  topics.push(
    { topic: `${base}/service/property/set`, direction: 'down', kind: 'propertySet' },
    { topic: `${base}/service/property/set_reply`, direction: 'up', kind: 'propertySetReply' },
  );
  for (const f of tsl?.functions ?? [])
    topics.push(
      { topic: `${base}/service/${f.key}`, direction: 'down', kind: 'serviceInvoke', about: f.name || f.key },
      { topic: `${base}/service/${f.key}_reply`, direction: 'up', kind: 'serviceReply', about: f.name || f.key },
    );
  return topics;
}
