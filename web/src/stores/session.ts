import { useKeepAlive } from './keepAlive';
import { useRoutesStore } from './routes';
import { useTagsView } from './tagsView';
import { useUserStore } from './user';

/** Forgets everything of the current user (token, storage, routes, tabs, kept pages): logout, 401, re-authorise. */
export function endSession() {
  useUserStore.getState().clear();
  useRoutesStore.getState().reset();
  useTagsView.getState().reset();
  useKeepAlive.getState().reset();
}
