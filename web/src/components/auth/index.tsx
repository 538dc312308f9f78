import type { ReactNode } from 'react';
import { grants, useUserStore } from '@/stores/user';

/** The permission checks, re-evaluated whenever the user's permissions change. */
export function usePermission() {
  const permissions = useUserStore((s) => s.permissions);
  return {
    /** Holds `value` (or everything). */
    has: (value: string) => grants(permissions, value),
    /** Holds any of `values`. */
    hasAny: (values: string[]) => values.some((v) => grants(permissions, v)),
    /** Holds all of `values`. */
    hasAll: (values: string[]) => values.every((v) => grants(permissions, v)),
  };
}

/** Renders children only if the user holds `value` (spec's auth directive). */
export function Auth({ value, children }: { value: string; children: ReactNode }) {
  return usePermission().has(value) ? <>{children}</> : null;
}

/** Renders children if the user holds any of `value` (auths). */
export function Auths({ value, children }: { value: string[]; children: ReactNode }) {
  return usePermission().hasAny(value) ? <>{children}</> : null;
}

/** Renders children if the user holds all of `value` (auth-all). */
export function AuthAll({ value, children }: { value: string[]; children: ReactNode }) {
  return usePermission().hasAll(value) ? <>{children}</> : null;
}
