// `/product/connect_intro`: how a device of the product connects. SagooIoT advertises its own
// broker's account; we advertise the embedded broker (or the external one) and the product's own
// credentials, which only product editors see.
import type { ConnectIntro } from '@iot/contract';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Principal } from '../../../access/principal.ts';
import { productInView, productScopeOf, seesSecrets } from './service.ts';

/**
 * Where devices connect, as the caller reached this server: `mqtt://<host>:<MQTT_PORT>` and MQTT
 * over WebSocket at `/mqtt` on the HTTP port while the embedded broker is on; the external
 * broker's address with MQTT_URL; nothing when the broker is off.
 */
export function mqttLinks(req: FastifyRequest, config: Config): { link: string; wsLink: string } {
  if (config.mqttUrl) return { link: config.mqttUrl, wsLink: '' };
  if (config.mqttPort === null) return { link: '', wsLink: '' };
  const ws = req.protocol === 'https' ? 'wss' : 'ws';
  // hostname leaves out the HTTP port, host keeps it (Fastify 5).
  return { link: `mqtt://${req.hostname}:${config.mqttPort}`, wsLink: `${ws}://${req.host}/mqtt` };
}

/** `{data: null}` for products of another protocol (SagooIoT: no network server matches). */
export async function connectIntro(
  db: Db,
  principal: Principal,
  productKey: string,
  links: { link: string; wsLink: string },
): Promise<{ data: ConnectIntro | null }> {
  const row = await productInView(db, await productScopeOf(db, principal), productKey);
  if (row.messageProtocol !== 'SagooMqtt') return { data: null };
  const secrets = seesSecrets(principal);
  return {
    data: {
      name: '默认服务',
      protocol: 'SagooMqtt',
      description: '',
      ...links,
      authType: row.authType as ConnectIntro['authType'],
      authUser: secrets ? row.authUser : '',
      authPasswd: secrets ? row.authPasswd : '',
      accessToken: secrets ? row.accessToken : '',
      certificateId: row.certificateId,
      certificateName: '',
    },
  };
}
