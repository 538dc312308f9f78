// `iot/no-cycle`: no import cycle, type-only imports included. import-x/no-cycle skips every
// `import type` (it has no option not to), and a cycle closed by types still ties the files'
// layers together (the platform's message keys once typed from every module: 119 files in one
// cycle). Each import of the linted file whose target leads back to it is reported with the chain.
import { relative } from 'node:path';
import { pathBetween, resolveImport } from './import-graph.js';

export const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, counting type-only imports' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{chain}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!file || file === '<text>') return {};
    const check = (node) => {
      const spec = node.source?.value;
      const target = typeof spec === 'string' ? resolveImport(spec, file) : null;
      if (!target || target === file) return;
      const chain = pathBetween(target, file);
      if (!chain) return;
      const rel = (f) => relative(process.cwd(), f);
      context.report({ node, messageId: 'cycle', data: { chain: [file, ...chain].map(rel).join(' -> ') } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const iotPlugin = { rules: { 'no-cycle': noCycle } };
