import { dictDataAddBody, dictTypeAddBody } from '@iot/contract/dict';
import { menuAddBody } from '@iot/contract/menu';
import type { Rule, RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import { rulesFor, type RuleTexts } from './rulesFor';

const texts: RuleTexts = {
  required: 'Please enter Name',
  tooLong: (max) => `Name must be at most ${max} characters`,
  format: 'Enter an address',
};

/** The rules as antd reads them (rulesFor gives objects, never functions of the form). */
const objects = (rules: Rule[]) => rules as RuleObject[];

/** What the validator rule (the format check) says about `value`: undefined when it passes. */
async function formatError(rules: Rule[], value: unknown): Promise<string | undefined> {
  const validator = objects(rules).find((r) => r.validator && !r.required)?.validator;
  if (!validator) return undefined;
  try {
    await validator({} as RuleObject, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('rulesFor', () => {
  it('makes a field the contract requires required, blanks included, with the dialog text', async () => {
    const rules = objects(rulesFor(dictTypeAddBody.shape.dictName, texts));
    const required = rules.find((r) => r.required)!;
    expect(required.message).toBe('Please enter Name');
    const check = (value: unknown) =>
      Promise.resolve(required.validator!({} as RuleObject, value, () => undefined)).then(
        () => 'ok',
        (e: Error) => e.message,
      );
    expect(await check('')).toBe('Please enter Name');
    expect(await check('   ')).toBe('Please enter Name');
    expect(await check(undefined)).toBe('Please enter Name');
    expect(await check('x')).toBe('ok');
    // Numbers are values too (antd's own required rule took them for strings and refused them).
    expect(await check(0)).toBe('ok');
  });

  it('takes the maximum length from the contract, with the dialog text', () => {
    expect(objects(rulesFor(dictTypeAddBody.shape.dictName, texts))).toContainEqual({
      max: 100,
      message: 'Name must be at most 100 characters',
    });
    expect(objects(rulesFor(dictTypeAddBody.shape.remark, texts))).toContainEqual({
      max: 500,
      message: 'Name must be at most 500 characters',
    });
    // Without a text of its own, antd's.
    expect(objects(rulesFor(menuAddBody.shape.name, { required: 'x' }))).toContainEqual({ max: 255 });
  });

  it('leaves an optional field optional', () => {
    const rules = objects(rulesFor(dictDataAddBody.shape.cssClass, texts));
    expect(rules.some((r) => r.required)).toBe(false);
    expect(rules).toContainEqual({ max: 100, message: 'Name must be at most 100 characters' });
  });

  it('gives no rule where the contract checks nothing the form could miss', () => {
    // An integer with a default: the InputNumber keeps it an integer.
    expect(rulesFor(dictDataAddBody.shape.dictSort, { required: 'x', tooLong: texts.tooLong })).toEqual([]);
  });

  it("refuses what the contract's format check refuses, with the dialog text", async () => {
    const rules = rulesFor(menuAddBody.shape.linkUrl, texts);
    expect(objects(rules).some((r) => r.required)).toBe(false);
    expect(objects(rules)).toContainEqual({ max: 500, message: 'Name must be at most 500 characters' });
    expect(await formatError(rules, 'not a url')).toBe('Enter an address');
    expect(await formatError(rules, 'javascript:alert(1)')).toBe('Enter an address');
    expect(await formatError(rules, 'https://example.com/a')).toBeUndefined();
    expect(await formatError(rules, '/local/page')).toBeUndefined();
    // Empty is the required rule's to judge, too long the max rule's.
    expect(await formatError(rules, '')).toBeUndefined();
    expect(await formatError(rules, '   ')).toBeUndefined();
    expect(await formatError(rules, `https://${'x'.repeat(600)}`)).toBeUndefined();
    // Too long and no address: both, as two antd rules said before.
    expect(await formatError(rules, 'x'.repeat(600))).toBe('Enter an address');
  });

  it('checks the format only where the dialog has a text for it', () => {
    expect(objects(rulesFor(menuAddBody.shape.linkUrl, { required: 'x' })).some((r) => r.validator)).toBe(false);
  });
});
