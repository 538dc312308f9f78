// Device commands: property set and service invoke over MQTT, answered with the device's reply,
// and each device's command history.
import { defineModule } from '../module.ts';
import { commandMessages } from './messages.ts';
import commandRoutes from './routes.ts';

// The automations send commands the same way (their property set and service invoke actions).
export { checkInvoke, checkPropertySet } from './check.ts';
export { runCommand, type CommandTarget } from './service.ts';

export const commandModule = defineModule({
  name: 'command',
  // `app.mqtt` sends the downlinks and hands back the replies, `app.scripts` runs the products' `send`.
  dependencies: ['mqtt', 'script'],
  routes: commandRoutes,
  messages: commandMessages,
});
