// Resolves imports for the import-x rules (no-cycle, no-restricted-paths): node's resolution with
// TypeScript's extensions, plus the console's one path alias, `@/` for web/src (web/tsconfig.json).
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import nodeResolver from 'eslint-import-resolver-node';

const webSrc = resolvePath(dirname(fileURLToPath(import.meta.url)), '../web/src');
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

export const resolver = {
  interfaceVersion: 3,
  name: 'iot-console',
  resolve(modulePath, sourceFile) {
    const target = modulePath.startsWith('@/') ? resolvePath(webSrc, modulePath.slice(2)) : modulePath;
    return nodeResolver.resolve(target, sourceFile, { extensions });
  },
};
