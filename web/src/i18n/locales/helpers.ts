// Texts of the helper library (web/src/lib) and the shared pagination. Spec §5's English
// colour warnings are word for word.
import { fromJson } from '@iot/contract/texts';
import texts from './helpers.json';

export default fromJson(texts, 'helpers');
