import { describe, expect, it, vi } from 'vitest';
import { feedback } from '@/lib/feedback';
import { generationOutcome } from './outcome';

const json = (body: unknown) => new Blob([JSON.stringify(body)], { type: 'application/json; charset=utf-8' });

describe('generation outcome', () => {
  it('takes a zip as the archive without reading it', async () => {
    const blob = new Blob(['PK\u0003\u0004'], { type: 'application/zip' });
    expect(await generationOutcome(blob)).toEqual({ kind: 'zip', blob });
  });

  it('reads the write report, in its envelope or bare', async () => {
    const report = { written: ['a.ts'], skipped: [{ path: 'b.ts', reason: 'changed' }], menus: ['x'] };
    expect(await generationOutcome(json({ code: 0, message: '', data: report }))).toEqual({ kind: 'report', report });
    expect(await generationOutcome(json({ written: [], skipped: [] }))).toEqual({
      kind: 'report',
      report: { written: [], skipped: [], menus: [] },
    });
  });

  it('tells the user of a refusal and rejects with its code', async () => {
    const error = vi.spyOn(feedback.message, 'error').mockImplementation(() => undefined);
    await expect(generationOutcome(json({ code: 51, message: 'No primary key' }))).rejects.toMatchObject({
      message: 'No primary key',
      code: 51,
    });
    expect(error).toHaveBeenCalledWith('No primary key');
    error.mockRestore();
  });
});
