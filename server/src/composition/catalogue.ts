// The message catalogue: every module's messages beside the platform's (lib/i18n.ts), set when the
// app is built (app.ts), before any request. Two modules may not bring the same key.
import { useMessages } from '../lib/i18n.ts';
import { modules } from './modules.ts';

export function useModuleMessages(): void {
  useMessages(modules.map((m) => ({ owner: m.name, messages: m.messages })));
}
