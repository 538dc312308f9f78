// The dialog that edits one parameter, handed down by context. The editor is recursive (an object
// member may be an object, whose members need the dialog again): the dialog shows the type fields,
// the type fields show the member list, and the member list opens the dialog. Taking the dialog
// from context instead of importing it keeps those three files free of an import cycle.
import type { TslParam } from '@iot/contract/tsl';
import { createContext, type ReactNode } from 'react';

export interface ParamEditorProps {
  /** The parameter edited; absent: a new one. */
  param?: TslParam;
  /** Keys of the other parameters of the same list (a key is unique within it). */
  taken: string[];
  onSave: (param: TslParam) => void;
  onClose: () => void;
}

/** Renders the parameter dialog. */
export const ParamEditorContext = createContext<((props: ParamEditorProps) => ReactNode) | null>(null);
