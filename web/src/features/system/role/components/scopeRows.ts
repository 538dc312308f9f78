// The data-scope dialog's state and rules (GFast §2.2 数据权限), kept apart from the table so each
// rule is plain to test: rows are rules keyed by their id (GFast keyed them by path, empty for
// buttons), a row counts only when ticked, and what is saved is exactly the ticked rows.
import type { MenuInfo, MenuTree, ScopeRow } from '@iot/contract';
import { DATA_SCOPE } from '@iot/contract/role';
import { descendants, indexTree, type KeyNode, type TreeIndex } from './checkTree';

/** A table row: a rule and the rules below it (leaves have none, so no expand icon). */
export interface RuleRow extends MenuInfo {
  children?: RuleRow[];
}

export const toRuleRows = (rules: readonly MenuTree[]): RuleRow[] =>
  rules.map(({ children, ...rule }) => (children?.length ? { ...rule, children: toRuleRows(children) } : rule));

const keyed = (list: readonly RuleRow[]): KeyNode[] =>
  list.map((r) => ({ key: r.id, children: r.children && keyed(r.children) }));
export const ruleIndex = (rows: readonly RuleRow[]): TreeIndex => indexTree(keyed(rows));

/** A rule's scope: one of DATA_SCOPE (none chosen yet: undefined) and, for custom, its departments. */
export interface Choice {
  scope?: number;
  deptIds: number[];
}

export interface ScopeState {
  /** The ticked rules: the only ones saved. */
  ticked: number[];
  choices: Record<number, Choice>;
}

const NONE: Choice = { deptIds: [] };
export const choiceOf = (state: ScopeState, id: number): Choice => state.choices[id] ?? NONE;

/** The role's stored rows: ticked, with their scopes. */
export function initialState(rows: readonly ScopeRow[]): ScopeState {
  const choices: Record<number, Choice> = {};
  for (const r of rows) choices[r.menuId] = { scope: r.dataScope, deptIds: r.deptIds };
  return { ticked: [...new Set(rows.map((r) => r.menuId))], choices };
}

/** Sets `choice` on `ids` and ticks them. */
function assign(state: ScopeState, ids: readonly number[], choice: Choice): ScopeState {
  const choices = { ...state.choices };
  for (const id of ids) choices[id] = choice;
  return { ticked: [...new Set([...state.ticked, ...ids])], choices };
}

/** A row's scope chosen: the rule and every rule below it take it (custom: with the row's departments), all ticked. */
export function applyScope(state: ScopeState, index: TreeIndex, id: number, scope: number): ScopeState {
  const deptIds = scope === DATA_SCOPE.custom ? choiceOf(state, id).deptIds : [];
  return assign(state, [id, ...descendants(index, id)], { scope, deptIds });
}

/** Departments chosen for a row: custom scope on it, and on the rules below it when asked; ticked. */
export function applyDepts(
  state: ScopeState,
  index: TreeIndex,
  id: number,
  deptIds: number[],
  toSubRules: boolean,
): ScopeState {
  const ids = toSubRules ? [id, ...descendants(index, id)] : [id];
  return assign(state, ids, { scope: DATA_SCOPE.custom, deptIds });
}

/** One scope on every ticked rule (the header control); the ticks stay, so it is saved. */
export const applyToTicked = (state: ScopeState, scope: number): ScopeState =>
  assign(state, state.ticked, { scope, deptIds: [] });

/** The first ticked rule that cannot be saved, and why: no scope, or custom without departments. */
export function firstProblem(
  state: ScopeState,
  index: TreeIndex,
): { id: number; reason: 'needScope' | 'needDepts' } | null {
  const ticked = new Set(state.ticked);
  for (const id of index.keys.filter((k) => ticked.has(k))) {
    const c = choiceOf(state, id);
    if (!c.scope) return { id, reason: 'needScope' };
    if (c.scope === DATA_SCOPE.custom && c.deptIds.length === 0) return { id, reason: 'needDepts' };
  }
  return null;
}

/** role/dataScope's authData: the ticked rules only, in tree order; departments only for custom. */
export function toAuthData(state: ScopeState, index: TreeIndex) {
  const ticked = new Set(state.ticked);
  return index.keys
    .filter((id) => ticked.has(id))
    .map((menuId) => {
      const c = choiceOf(state, menuId);
      return { menuId, scope: c.scope ?? 0, deptIds: c.scope === DATA_SCOPE.custom ? c.deptIds : [] };
    });
}

/**
 * The rows whose title or permission contains `text` (any case), with the rules above them and,
 * under a match, every rule below it (its buttons usually share its scope).
 */
export function filterRows(rows: readonly RuleRow[], text: string, titleOf: (r: RuleRow) => string): RuleRow[] {
  const q = text.trim().toLowerCase();
  if (!q) return [...rows];
  return rows.flatMap((r) => {
    if (titleOf(r).toLowerCase().includes(q) || r.name.toLowerCase().includes(q)) return [r];
    const kids = filterRows(r.children ?? [], q, titleOf);
    return kids.length ? [{ ...r, children: kids }] : [];
  });
}
