// What an external MQTT broker asks the server (EMQX HTTP authentication and authorisation shapes):
// may this client connect, may it publish or subscribe to this topic. Answers `{result}`.
import { z } from 'zod';

// Credentials are compared exactly: no trimming, absent counts as "".
const raw = (max: number) => z.preprocess((v) => (v === undefined || v === null ? '' : v), z.string().max(max));

/** POST /api/v1/iot/mqtt/auth */
export const mqttAuthSchema = z.object({
  clientid: raw(256),
  username: raw(256),
  password: raw(1024),
});
export type MqttAuthInput = z.infer<typeof mqttAuthSchema>;

/** POST /api/v1/iot/mqtt/acl */
export const mqttAclSchema = z.object({
  clientid: raw(256),
  username: raw(256),
  topic: raw(1024),
  action: z.preprocess(
    (v) => (v === 'sub' ? 'subscribe' : v === 'pub' ? 'publish' : v),
    z.enum(['publish', 'subscribe']),
  ),
});
export type MqttAclInput = z.infer<typeof mqttAclSchema>;

export interface MqttAuthAnswer {
  result: 'allow' | 'deny';
}
