// Products and their devices (SagooIoT's /product/**: categories, products, object models,
// devices, gateways): one module, as their rows are read together everywhere (a device's product,
// a product's devices, one key space for both). The product part lives in product/. What other
// modules may use of it is exported here: scopes, lookups and read-only query helpers (views.ts),
// never the tables. Below telemetry, whose `deviceData` service (context.ts) gives the device
// lists their latest values and removes a device's data with it.
import type { FastifyInstance } from 'fastify';
import { defineModule } from '../module.ts';
import { deviceMessages } from './messages.ts';
import { productMessages } from './product/messages.ts';
import productRoutes from './product/routes.ts';
import sagooProductLookups from './product/sagoo.ts';
import { insertCatalogue, productDicts } from './product/seed.ts';
import deviceRoutes from './routes.ts';
import { insertDemoDevices } from './seed.ts';

export { productScopeFilter, productScopeOf } from './product/service.ts';
export { devicesWithKeys, productsWithIds } from './lookups.ts';
export { topicsOfProducts } from './product/topics.ts';
export {
  deviceForRead,
  deviceScopeFilter,
  deviceScopeOf,
  usersWhoSeeDevice,
  visibleDeviceKeys,
  type DeviceRecord,
  type ProductRecord,
} from './scope.ts';
export { newAccessToken } from './seed.ts';
export { deviceGatewayView, deviceView, productView } from './views.ts';

async function devicePlugin(app: FastifyInstance) {
  // Each part in its own context: both read multipart bodies, with their own limits.
  await app.register(productRoutes);
  await app.register(deviceRoutes);
  await app.register(sagooProductLookups);
}

export const deviceModule = defineModule({
  name: 'device',
  routes: devicePlugin,
  messages: { ...productMessages, ...deviceMessages },
  // The catalogue first: the demo devices are of the demo product.
  seed: {
    insert: async (tx) => {
      await insertCatalogue(tx);
      await insertDemoDevices(tx);
    },
    dicts: productDicts,
  },
});
