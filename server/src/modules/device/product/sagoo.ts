// What SagooIoT's product form loads besides products (views/iot/device/product/component/editPro.vue,
// views/iot/device/instance/component/edit.vue) and this server does not keep: protocol plugins (a
// product's `messageProtocol` other than SagooMqtt) and certificates (`authType` 3). Both answer
// the honest empty list in SagooIoT's shape, so the form offers SagooMqtt and Basic/AccessToken only.
import { ACCESS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../../access/needs.ts';
import { ok } from '../../../lib/envelope.ts';

export default async function sagooProductLookups(app: FastifyInstance) {
  // `{Data: [...]}` (items `{types, title, name}`): the console unwraps it to the array.
  app.get('/api/v1/system/plugins/getTypesAll', needs(ACCESS.login), async () => ok({ Data: [] }));
  // `{Info: [...]}`: the console reads `res.Info`.
  app.get('/api/v1/system/certificate/getAll', needs(ACCESS.login), async () => ok({ Info: [] }));
}
