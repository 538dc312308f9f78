// The source checkout the server runs from (if it does), and the names a generated module must not
// take: an existing module folder, contract file, console feature, view, route or permission.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS } from '@iot/contract';
import type { MessageKey } from '../../lib/i18n.ts';

/**
 * The repository root, four levels above this file (server/src/modules/codegen). Worked out when
 * asked, not on import: the console's tests import the seeds, where this file has no file URL.
 */
export const repoRoot = () => fileURLToPath(new URL('../../../../', import.meta.url));

/** Whether `root` is a source checkout of this project (a built or packaged server is not). */
export function isCheckout(root = repoRoot()): boolean {
  return ['server/src/composition/modules.ts', 'contract/src/permissions.ts', 'web/src/views', 'package.json'].every(
    (p) => existsSync(join(root, p)),
  );
}

/** The paths a generated module takes, relative to the repository root. */
export interface GenPaths {
  area: string;
  apiBase: string;
  permissionBase: string;
  serverModule: string;
  contractFile: string;
  feature: string;
  /** The menu's component path (GFast's `<area>/<businessName>/list/index`), also the view file's. */
  component: string;
  viewFile: string;
}

export function genPaths(packageName: string, businessName: string): GenPaths {
  const area = packageName.split('/').pop() || 'gen';
  const component = `${area}/${businessName}/list/index`;
  return {
    area,
    apiBase: `/api/v1/${area}/${businessName}`,
    permissionBase: `api/v1/${area}/${businessName}/`,
    serverModule: `server/src/modules/${businessName}`,
    contractFile: `contract/src/${businessName}.ts`,
    feature: `web/src/features/${area}/${businessName}`,
    component,
    viewFile: `web/src/views/${component}.tsx`,
  };
}

function allPermissionNames(): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(PERMISSIONS);
  return out;
}

/** Names of folders under `dir` (any depth 1), lower-cased: the checkout's features of every area. */
function featureNames(root: string): Set<string> {
  const names = new Set<string>();
  const base = join(root, 'web/src/features');
  if (!existsSync(base)) return names;
  for (const area of readdirSync(base, { withFileTypes: true }))
    if (area.isDirectory()) {
      names.add(area.name.toLowerCase());
      for (const f of readdirSync(join(base, area.name), { withFileTypes: true }))
        if (f.isDirectory()) names.add(f.name.toLowerCase());
    }
  return names;
}

export interface Collision {
  key: MessageKey;
  name: string;
}

/**
 * The first thing the names of a generated module would collide with, or null. `ownFiles` are the
 * files this table's generation wrote before: its own module is no collision. `routeExists` asks
 * the running app (a module generated earlier and loaded).
 */
export function findCollision(
  packageName: string,
  businessName: string,
  ownFiles: Set<string>,
  routeExists: (url: string) => boolean,
  root = repoRoot(),
): Collision | null {
  const p = genPaths(packageName, businessName);
  const ours = (path: string) => [...ownFiles].some((f) => f === path || f.startsWith(`${path}/`));
  const lower = businessName.toLowerCase();
  if (isCheckout(root)) {
    const modules = readdirSync(join(root, 'server/src/modules')).map((n) => n.toLowerCase());
    if (modules.includes(lower) && !ours(p.serverModule)) return { key: 'codegenTakenModule', name: businessName };
    const contracts = readdirSync(join(root, 'contract/src')).map((n) => n.toLowerCase());
    if (contracts.includes(`${lower}.ts`) && !ours(p.contractFile))
      return { key: 'codegenTakenContract', name: businessName };
    if (featureNames(root).has(lower) && !ours(p.feature)) return { key: 'codegenTakenFeature', name: businessName };
    if (existsSync(join(root, p.viewFile)) && !ours(p.viewFile)) return { key: 'codegenTakenView', name: p.component };
  }
  const owned = ownFiles.size > 0;
  if (!owned && (routeExists(`${p.apiBase}/list`) || allPermissionNames().some((n) => n.startsWith(p.permissionBase))))
    return { key: 'codegenTakenRoute', name: p.apiBase };
  return null;
}
