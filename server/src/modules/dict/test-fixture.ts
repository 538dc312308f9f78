// What the dictionary tests share: how a type or an item reads on the wire right after it was added.
import { expect } from 'vitest';
import { WIRE_TIME } from '../../../test/helpers.ts';

/** The authorship of a type or an item added by a user and not changed since, with its remark. */
export const newlyAdded = (remark: string) => ({
  createBy: expect.any(Number),
  updateBy: 0,
  remark,
  createdAt: expect.stringMatching(WIRE_TIME),
  updatedAt: expect.stringMatching(WIRE_TIME),
});
