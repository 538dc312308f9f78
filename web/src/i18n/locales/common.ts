// Texts shared by the whole console, loaded with the first page. Spec §8's English texts are word
// for word; the theme engine's empty-primary warning is the spec's text in every language.
import { fromJson } from '@iot/contract/texts';
import texts from './common.json';

export default fromJson(texts, 'common');
