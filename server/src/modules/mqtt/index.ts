import { defineModule } from '../module.ts';
import { mqttMessages } from './messages.ts';
import mqttRoutes from './routes.ts';

export type { MqttService, MqttState } from './routes.ts';
export type { DeviceReply } from './replies.ts';
export type { DeviceObserver } from './frames.ts';

/** Devices over MQTT: the embedded or external broker, device authentication, online state, live frames. */
export const mqttModule = defineModule({
  name: 'mqtt',
  // The WebSocket plugin and the hub come from the live module, the writer from telemetry, the
  // products' payload scripts from the script module.
  dependencies: ['live', 'telemetry', 'script'],
  routes: mqttRoutes,
  // Not encapsulated: `app.mqtt` serves /health and the device commands.
  decoratesApp: true,
  messages: mqttMessages,
});
