import { useKeepAlive } from '@/routing/keepAlive';
import { useRoutesStore } from '@/routing/routes';
import { useUserStore } from './user';

const forgetters = new Set<() => void>();

/**
 * Registers what else holds the user's state and forgets it when the session ends: the shell's tab
 * bar (layout/tags-view), which shared code cannot import. Returns the undo.
 */
export function onSessionEnd(forget: () => void): () => void {
  forgetters.add(forget);
  return () => forgetters.delete(forget);
}

/** Forgets everything of the current user (token, storage, routes, tabs, kept pages): logout, 401, re-authorise. */
export function endSession() {
  useUserStore.getState().clear();
  useRoutesStore.getState().reset();
  useKeepAlive.getState().reset();
  for (const forget of forgetters) forget();
}
