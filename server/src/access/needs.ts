// What a route requires, declared in its options: `app.get(url, needs(PERMISSIONS.user.list), ...)`.
// plugins/auth.ts refuses to start an app with an /api route that declares nothing.
import type { ACCESS, PERMISSIONS } from '@iot/contract';

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** What a route may require: nobody (`public`), any logged-in user (`login`), or a rule the contract names. */
export type Permission = Leaves<typeof ACCESS> | Leaves<typeof PERMISSIONS>;

/** The route options that require `permission`. */
export const needs = (permission: Permission) => ({ config: { permission } });
