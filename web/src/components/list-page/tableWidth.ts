import type { TableColumnsType } from 'antd';
import type { Breakpoint } from 'antd/es/_util/responsiveObserver';

/** antd's row-selection column (the token tableSelectionColumnWidth: controlHeight). */
export const SELECTION_COLUMN_WIDTH = 32;

/** The room a column with neither width nor minWidth is counted with. */
const DEFAULT_MIN_WIDTH = 120;

/**
 * A table's scroll.x: the narrowest the table gets before it scrolls sideways. Each column counts
 * with its width, or its minWidth when it has no width (such a column takes the room left over and
 * shortens its text with an ellipsis). The columns are sized so that this stays within the content
 * of a 1440 px screen beside the menu: a wider scroll.x made the table scroll there, sliding columns
 * under the pinned actions column.
 */
export function minTableWidth<T>(
  columns: TableColumnsType<T> = [],
  extra = 0,
  screens: Partial<Record<Breakpoint, boolean>> = {},
): number {
  return columns.reduce((sum, column) => {
    // A column shown only from some screen width on (`responsive`) takes no room below it.
    if (column.responsive && !column.responsive.some((b) => screens[b])) return sum;
    if ('children' in column && column.children) return sum + minTableWidth(column.children, 0, screens);
    const width = typeof column.width === 'number' ? column.width : undefined;
    return sum + (width ?? column.minWidth ?? DEFAULT_MIN_WIDTH);
  }, extra);
}
