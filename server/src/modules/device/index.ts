// Devices (SagooIoT's /product/device/*): the module, and what other modules may use of it.
import { defineModule } from '../module.ts';
import { deviceMessages } from './messages.ts';
import deviceRoutes from './routes.ts';
import { insertDemoDevices } from './seed.ts';

export { deviceForRead, deviceScopeFilter, deviceScopeOf, usersWhoSeeDevice, visibleDeviceKeys } from './scope.ts';
export { newAccessToken } from './seed.ts';

export const deviceModule = defineModule({
  name: 'device',
  routes: deviceRoutes,
  messages: deviceMessages,
  seed: { insert: insertDemoDevices },
});
