// The code generator (GFast's tools/gen): the list with its import, preview and report dialogs, and
// the three-step editor of a table's settings.
export { GenEditPage } from './edit/GenEditPage';
export { GenListPage } from './GenListPage';
