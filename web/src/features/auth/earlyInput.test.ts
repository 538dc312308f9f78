import { afterEach, describe, expect, it } from 'vitest';
import { forgetEarlyInput, keepEarlyInput, peekEarlyInput } from './earlyInput';

/** The pre-rendered form as the HTML has it: the user name preset, the password empty. */
function prerendered() {
  const root = document.createElement('div');
  root.innerHTML = `<form>
    <input autocomplete="username" value="admin">
    <input autocomplete="current-password" type="password" value="">
    <input value="">
  </form>`;
  return root;
}

afterEach(() => {
  forgetEarlyInput();
  document.documentElement.removeAttribute('data-submit-waiting');
});

describe('input made before the app is live', () => {
  it('keeps only what was typed, by autocomplete name, and whether a submit waits', () => {
    const root = prerendered();
    const [user, password, unnamed] = root.querySelectorAll('input');
    password.value = 'secret';
    unnamed.value = 'x';
    document.documentElement.setAttribute('data-submit-waiting', '');
    keepEarlyInput(root);
    expect(peekEarlyInput()).toEqual({ values: { 'current-password': 'secret' }, submitted: true });
    expect(user.value).toBe('admin');
    // The mark is taken: React handles submits from here.
    expect(document.documentElement.hasAttribute('data-submit-waiting')).toBe(false);
  });

  it('has nothing when nothing was typed, and forgets what it kept', () => {
    keepEarlyInput(prerendered());
    expect(peekEarlyInput()).toEqual({ values: {}, submitted: false });
    const root = prerendered();
    root.querySelectorAll('input')[0].value = 'demo';
    keepEarlyInput(root);
    expect(peekEarlyInput().values).toEqual({ username: 'demo' });
    forgetEarlyInput();
    expect(peekEarlyInput()).toEqual({ values: {}, submitted: false });
  });
});
