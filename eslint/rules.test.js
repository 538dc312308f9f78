// The lint rules that keep the architecture (ARCHITECTURE.md) must really fail: a deep import
// into another feature, a feature imported by shared code, and an import cycle.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const rulesOf = async (code, filePath) => (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);

describe('lint boundaries', () => {
  it('refuses a deep import from one feature into another, and allows its index', async () => {
    const deep =
      "import { dictTypeListQuery } from '@/features/system/dict/api';\nexport const q = dictTypeListQuery;\n";
    expect(await rulesOf(deep, 'web/src/features/system/notice/probe.ts')).toContain('import-x/no-restricted-paths');
    const viaIndex = "import { DictTypePage } from '@/features/system/dict';\nexport const p = DictTypePage;\n";
    expect(await rulesOf(viaIndex, 'web/src/features/system/notice/probe.ts')).not.toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature in shared code, even through its index', async () => {
    const code = "import { DictTypePage } from '@/features/system/dict';\nexport const p = DictTypePage;\n";
    expect(await rulesOf(code, 'web/src/lib/probe.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // The fixture is left out of `npm run lint` (it is wrong on purpose); here it is linted.
    const unignored = new ESLint({ cwd: new URL('..', import.meta.url).pathname, ignore: false });
    const [result] = await unignored.lintFiles(['eslint/fixtures/cycle/a.ts']);
    expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});
