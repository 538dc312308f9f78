// Titles of the seeded menus by route name; a menu not listed here shows the title the server sent.
import { fromJson } from '@iot/contract/texts';
import texts from './router.json';

export default fromJson(texts, 'router');
