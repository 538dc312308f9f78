// Dictionaries: the types page and the page of one type's items, with their add/edit dialogs. The
// options other screens show come from lib/dict (useDict), which this feature refreshes on a write.
export { DictDataPage } from './DictDataPage';
export { DictTypePage } from './DictTypePage';
export { dictTypeOptionsQuery } from './api';
