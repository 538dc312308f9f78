// What the canvas draws over the graph without being part of it: validation problems and a run's
// steps, by node id. Kept out of the nodes' data so the saved graph stays the contract's.
import type { FlowRunStatus, FlowStepRow } from '@iot/contract';
import { createContext, useContext } from 'react';

export interface Overlay {
  /** Problems by node id (validate, or the 51 of enabling). */
  problems: ReadonlyMap<string, string[]>;
  /** The shown run's steps by node id. */
  steps: ReadonlyMap<string, FlowStepRow>;
  /** The phone's read-only canvas: no handles to drag from. */
  readOnly: boolean;
}

export const OverlayContext = createContext<Overlay>({ problems: new Map(), steps: new Map(), readOnly: false });

export const useOverlay = () => useContext(OverlayContext);

/** The colour token of a step status. */
export const STATUS_COLOR: Record<FlowRunStatus, string> = {
  ok: 'success',
  error: 'error',
  skipped: 'default',
  running: 'processing',
};
