// Payload scripts (sagoo-iot-api.md §10): a product's `parse` turns each device message into the
// platform's envelope, its `send` each downlink into the device's format, both run in a QuickJS
// sandbox with memory and time limits. The product module saves scripts (checked here first); the
// broker and the commands run them through `app.scripts`.
import { defineModule } from '../module.ts';
import { scriptMessages } from './messages.ts';
import scriptRoutes from './routes.ts';

export { checkScript } from './validate.ts';
export type { PayloadScripts } from './scripts.ts';
export { MEMORY_LIMIT_BYTES, TIME_LIMIT_MS, type ScriptOutcome } from './sandbox.ts';

export const scriptModule = defineModule({
  name: 'script',
  routes: scriptRoutes,
  messages: scriptMessages,
  // Not encapsulated: `app.scripts` serves the broker's uplinks and the commands' downlinks.
  decoratesApp: true,
});
