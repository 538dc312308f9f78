// Messages of the personal centre.
import { fromJson } from '@iot/contract';
import messages from './messages.json';

export const personalMessages = fromJson(messages, 'personal/messages.json');
