import { useCallback, useReducer } from 'react';
import { EMPTY_GRAPH, type DesignGraph } from './graph';

/** How many steps undo goes back. */
const DEPTH = 100;
/** Changes with the same tag this close together are one step (typing in the drawer). */
const COALESCE_MS = 1000;

interface State {
  past: DesignGraph[];
  present: DesignGraph;
  future: DesignGraph[];
  /** The graph as last saved or loaded: unsaved changes are any difference from it. */
  saved: DesignGraph;
  lastTag?: string;
  lastAt: number;
}

type Action =
  | { kind: 'change'; next: (g: DesignGraph) => DesignGraph; record: boolean; tag?: string }
  | { kind: 'checkpoint' }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'saved' };

function reduce(state: State, action: Action): State {
  switch (action.kind) {
    case 'change': {
      const present = action.next(state.present);
      if (present === state.present) return state;
      if (!action.record) return { ...state, present };
      const now = Date.now();
      const same = action.tag !== undefined && action.tag === state.lastTag && now - state.lastAt < COALESCE_MS;
      if (same) return { ...state, present, lastAt: now };
      return {
        ...state,
        past: [...state.past, state.present].slice(-DEPTH),
        present,
        future: [],
        lastTag: action.tag,
        lastAt: now,
      };
    }
    case 'checkpoint':
      return { ...state, past: [...state.past, state.present].slice(-DEPTH), future: [], lastTag: undefined };
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastTag: undefined,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, past: [...state.past, state.present], present: next, future: rest, lastTag: undefined };
    }
    case 'saved':
      return { ...state, saved: state.present };
  }
}

/** Only what is saved counts as a change: selection and measured sizes do not. */
const savedShape = ({ nodes, edges }: DesignGraph) =>
  JSON.stringify([
    nodes.map((n) => [n.id, n.type, Math.round(n.position.x), Math.round(n.position.y), n.data]),
    edges.map((e) => [e.id, e.source, e.target, e.sourceHandle ?? null, e.label ?? null]),
  ]);

/**
 * The designer's graph with undo and redo. `change` with `record` makes an undo step (adding,
 * connecting, deleting, editing); without, it only updates the canvas (selection, a drag in progress,
 * whose step `checkpoint` made when it started).
 */
export function useGraphHistory(initial: DesignGraph = EMPTY_GRAPH) {
  const [state, dispatch] = useReducer(
    reduce,
    initial,
    (graph): State => ({
      past: [],
      present: graph,
      future: [],
      saved: graph,
      lastAt: 0,
    }),
  );
  const change = useCallback(
    (next: (g: DesignGraph) => DesignGraph, record = true, tag?: string) =>
      dispatch({ kind: 'change', next, record, tag }),
    [],
  );
  return {
    graph: state.present,
    change,
    checkpoint: useCallback(() => dispatch({ kind: 'checkpoint' }), []),
    undo: useCallback(() => dispatch({ kind: 'undo' }), []),
    redo: useCallback(() => dispatch({ kind: 'redo' }), []),
    markSaved: useCallback(() => dispatch({ kind: 'saved' }), []),
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    dirty: savedShape(state.present) !== savedShape(state.saved),
  };
}

export type GraphHistory = ReturnType<typeof useGraphHistory>;
