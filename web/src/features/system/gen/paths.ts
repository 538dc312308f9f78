// The generator's two routes: the list, and the editor of one table's settings (a hidden menu).
export const LIST_PATH = '/system/tools/gen';

export const editorPath = (tableId: number) => `${LIST_PATH}/edit?tableId=${tableId}`;
