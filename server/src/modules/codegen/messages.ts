// Messages of the code generator.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const codegenMessages = fromJson(messages, 'codegen/messages.json');

declare module '../../lib/i18n.ts' {
  interface MessageCatalogue {
    codegen: typeof codegenMessages;
  }
}
