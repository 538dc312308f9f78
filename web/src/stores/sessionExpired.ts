import { create } from 'zustand';

/** Whether the server said the session is gone (code 401); the http layer sets it, the dialog shows it. */
export const useSessionExpired = create<{ expired: boolean }>(() => ({ expired: false }));
