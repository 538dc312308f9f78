// Texts of the header toolbar and the lock screen. The user menu's and logout's texts live in common.
import { fromJson } from '@iot/contract/texts';
import texts from './navbar.json';

export default fromJson(texts, 'navbar');
