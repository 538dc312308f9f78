// The form control and list rendering of a field: the configured display type, fitted to what the
// column can hold (a switch needs a boolean column, a user picker an integer one, ...).
import type { GenField, GenModel } from './model.ts';

export type Control =
  | 'input'
  | 'textarea'
  | 'richtext'
  | 'number'
  | 'switch'
  | 'date'
  | 'datetime'
  | 'dictSelect'
  | 'dictRadio'
  | 'dictMulti'
  | 'linkSelect'
  | 'linkMulti'
  | 'tags'
  | 'user'
  | 'users'
  | 'dept'
  | 'treeParent'
  | 'image'
  | 'file';

export function controlOf(f: GenField, m: GenModel): Control {
  const h = f.htmlType;
  const dict = !!f.dictType && ['select', 'radio', 'checkbox', 'selects'].includes(h);
  switch (f.kind) {
    case 'bool':
      return 'switch';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'intArray':
    case 'textArray':
      if (f.link) return 'linkMulti';
      if (dict) return 'dictMulti';
      if (f.kind === 'intArray' && h === 'userSelectorMultiple') return 'users';
      return 'tags';
    case 'int':
      if (m.tree && f === m.tree.parent) return 'treeParent';
      if (f.link) return 'linkSelect';
      if (dict) return h === 'radio' ? 'dictRadio' : 'dictSelect';
      if (h === 'userSelectorSingle' || h === 'userSelectorMultiple') return 'user';
      if (h === 'deptSelectorSingle' || h === 'deptSelectorMultiple') return 'dept';
      return 'number';
    case 'float':
      return 'number';
    case 'decimal':
      return 'input';
    default:
      if (f.link) return 'linkSelect';
      if (dict) return h === 'radio' ? 'dictRadio' : 'dictSelect';
      if (h === 'imagefile' || h === 'images') return 'image';
      if (h === 'file' || h === 'files') return 'file';
      if (h === 'richtext') return 'richtext';
      if (h === 'textarea') return 'textarea';
      return 'input';
  }
}

/** The form's value type of a control. */
export function formType(c: Control): string {
  switch (c) {
    case 'number':
      return 'number | null';
    case 'switch':
      return 'boolean';
    case 'date':
    case 'datetime':
      return 'Dayjs | null';
    case 'dictMulti':
    case 'linkMulti':
    case 'tags':
      return '(string | number)[]';
    case 'user':
    case 'users':
      return 'number[]';
    case 'dept':
    case 'treeParent':
      return 'number | undefined';
    case 'dictSelect':
    case 'dictRadio':
    case 'linkSelect':
      return 'string | number | undefined';
    default:
      return 'string';
  }
}
