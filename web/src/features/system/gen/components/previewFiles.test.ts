import { describe, expect, it } from 'vitest';
import { sortedFiles } from './previewFiles';
import { languageOf } from './CodeView';

describe('preview files', () => {
  it('orders the contract, the server, the console, then the rest, each by path', () => {
    const files = { 'README.md': '', 'web/b.ts': '', 'server/z.ts': '', 'web/a.tsx': '', 'contract/src/x.ts': '' };
    expect(sortedFiles(files).map(([path]) => path)).toEqual([
      'contract/src/x.ts',
      'server/z.ts',
      'web/a.tsx',
      'web/b.ts',
      'README.md',
    ]);
  });

  it('highlights code and Markdown by extension, nothing else', () => {
    for (const path of ['a.ts', 'a.tsx', 'a.json', 'README.md']) expect(languageOf(path)).toHaveLength(1);
    expect(languageOf('0001_x.sql')).toEqual([]);
  });
});
