// antd's message/modal/notification need the app's context (theme, locale). <FeedbackHost> hands
// its instances here; calls made before it mounts wait for it instead of going to antd's
// context-less static methods. The host's code loads on the first call (see `feedbackDemand`), so
// pages that never show a message do not load it.
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalHookAPI } from 'antd/es/modal/useModal';
import type { NotificationInstance } from 'antd/es/notification/interface';

export interface Feedback {
  message: MessageInstance;
  modal: ModalHookAPI;
  notification: NotificationInstance;
}

let current: Feedback | null = null;
let waiting: ((f: Feedback) => void)[] = [];
let demanded = false;
const demandListeners = new Set<() => void>();

/** Whether anything has asked for feedback yet, for useSyncExternalStore: the app mounts the host then. */
export const feedbackDemand = {
  subscribe(listener: () => void) {
    demandListeners.add(listener);
    return () => void demandListeners.delete(listener);
  },
  get: () => demanded,
};

function demand() {
  if (demanded) return;
  demanded = true;
  for (const listener of demandListeners) listener();
}

export function setFeedback(next: Feedback | null) {
  current = next;
  if (!next) return;
  const queued = waiting;
  waiting = [];
  for (const run of queued) run(next);
}

/** Runs `run` with the feedback instances now, or as soon as the app has mounted them. */
export function withFeedback(run: (f: Feedback) => void) {
  if (current) return run(current);
  waiting.push(run);
  demand();
}

type ModalKind = 'confirm' | 'warning' | 'info' | 'error' | 'success';
type ModalConfig = Parameters<ModalHookAPI['confirm']>[0];
type MessageKind = 'success' | 'error' | 'warning' | 'info';

const modal = (kind: ModalKind) => (config: ModalConfig) => {
  if (current) return current.modal[kind](config);
  withFeedback((f) => void f.modal[kind](config));
  return undefined;
};
const message = (kind: MessageKind) => (text: string) => withFeedback((f) => void f.message[kind](text));

/** message and modal calls that are safe before the app has mounted (they wait for it). */
export const feedback = {
  message: { success: message('success'), error: message('error'), warning: message('warning'), info: message('info') },
  modal: {
    confirm: modal('confirm'),
    warning: modal('warning'),
    info: modal('info'),
    error: modal('error'),
    success: modal('success'),
  },
};
