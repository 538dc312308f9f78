// Messages of the product categories (category*), products (product*) and object model (tsl*), in
// SagooIoT's Chinese texts where it has one.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const productMessages = fromJson(messages, 'device/product/messages.json');

declare module '../../../lib/i18n.ts' {
  interface MessageCatalogue {
    product: typeof productMessages;
  }
}
