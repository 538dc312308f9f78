// /login is painted from pre-rendered HTML before the app's script arrives (build/prerender.ts). What
// a visitor types there meanwhile, and a submit they make (boot-theme.js holds it back), must survive
// React taking the page over, which would otherwise reset every input to its initial state.

interface EarlyInput {
  /** Typed values by the inputs' autocomplete names (`username`, `current-password`). */
  values: Record<string, string>;
  /** The form was submitted before the app was live. */
  submitted: boolean;
}

const none = (): EarlyInput => ({ values: {}, submitted: false });
let early = none();
let stopListening = () => {};

/**
 * Called by main.tsx just before React renders into `root`: keeps what was typed and submitted there,
 * and goes on keeping what is typed until the login form has taken it (forgetEarlyInput): hydration
 * runs in the background, and a key pressed meanwhile lands in an input React then resets.
 */
export function keepEarlyInput(root: HTMLElement): void {
  stopListening();
  const values: Record<string, string> = {};
  root.querySelectorAll('input').forEach((input) => {
    if (input.autocomplete && input.value !== input.defaultValue) values[input.autocomplete] = input.value;
  });
  const html = document.documentElement;
  early = { values, submitted: html.hasAttribute('data-submit-waiting') };
  html.removeAttribute('data-submit-waiting');
  const onInput = (event: Event) => {
    const input = event.target;
    if (input instanceof HTMLInputElement && input.autocomplete) values[input.autocomplete] = input.value;
  };
  root.addEventListener('input', onInput, true);
  stopListening = () => {
    root.removeEventListener('input', onInput, true);
    stopListening = () => {};
  };
}

/** What keepEarlyInput kept (read during render, so it must not change anything). */
export const peekEarlyInput = (): EarlyInput => early;

/** Forgets it once used: a later visit to /login (after a logout) starts empty. */
export function forgetEarlyInput(): void {
  stopListening();
  early = none();
}
