// The layout settings drawer. (Its empty-primary warning lives in common: the theme engine gives it
// at start, before these texts are loaded.)
import { fromJson } from '@iot/contract/texts';
import texts from './settings.json';

export default fromJson(texts, 'settings');
