import { useState } from 'react';

/** A field's rule: the message key to show for a bad value, or undefined when it is fine. */
export type FieldRule = (value: string) => string | undefined;

/** A rule for a field that must not be empty (or only spaces). */
export const required =
  (messageKey: string): FieldRule =>
  (value) =>
    value.trim() ? undefined : messageKey;

/**
 * The login forms' small state: values, per-field error keys, and validation that runs for a field
 * once it has been edited and for all fields on submit (as antd's Form does), without loading
 * antd's Form on the page every visit starts at.
 */
export function useFields<K extends string>(initial: Record<K, string>, rules: Partial<Record<K, FieldRule[]>>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const check = (name: K, value: string) => (rules[name] ?? []).map((rule) => rule(value)).find(Boolean);

  const set = (name: K, value: string, validate = true) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: validate ? check(name, value) : undefined }));
  };

  /** Checks `names` (all fields by default) of `of` (the current values by default); true when all pass. */
  const validate = (names: K[] = Object.keys(initial) as K[], of: Record<K, string> = values) => {
    const found = Object.fromEntries(names.map((name) => [name, check(name, of[name])])) as Partial<Record<K, string>>;
    setErrors((e) => ({ ...e, ...found }));
    return names.every((name) => !found[name]);
  };

  /** Props for an input bound to `name`. */
  const bind = (name: K) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    status: errors[name] ? ('error' as const) : undefined,
    'aria-invalid': Boolean(errors[name]),
  });

  return { values, errors, set, validate, bind };
}

/** What useFields gives a form, for the controls bound to it. */
export type Fields<K extends string> = ReturnType<typeof useFields<K>>;

/**
 * A login form's "busy" flag: on while `run`'s task goes, so the submit button shows its spinner
 * and a second click meanwhile does nothing.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = async (task: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };
  return [busy, run] as const;
}
