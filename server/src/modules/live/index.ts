import { defineModule } from '../module.ts';
import { liveMessages } from './messages.ts';
import liveRoutes from './routes.ts';

export { encodeFrame, MAX_BUFFERED_BYTES } from './hub.ts';
export { answerPings, PING_CLOSE } from './pings.ts';

export const liveModule = defineModule({
  name: 'live',
  routes: liveRoutes,
  // Not encapsulated: the hub is visible on the app (bench and tests read its size).
  decoratesApp: true,
  messages: liveMessages,
});
