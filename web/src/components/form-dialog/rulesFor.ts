import type { Rule } from 'antd/es/form';

/** What a field's check may report: zod's issues, as far as the rules read them. */
interface FieldIssue {
  code: string;
  /** A too_big issue's limit (characters, for a string). */
  maximum?: number | bigint;
}

/**
 * One field of a contract schema (e.g. `dictTypeAddBody.shape.dictName`). Typed by its shape, so
 * shared code needs no zod: the schemas come with the features that import them.
 */
export interface FieldSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: readonly FieldIssue[] } };
}

/** The texts a field's rules show (the dialogs' own, so they read as before). */
export interface RuleTexts {
  /** Shown when the field is empty (or blank) and the schema refuses that. */
  required: string;
  /** Shown when the text is longer than the schema allows; without it, antd's own text. */
  tooLong?: (max: number) => string;
  /** Shown for any other refusal (a pattern, a refinement); without it the server has the last word. */
  format?: string;
}

/** What a schema says about a field, found once per schema. */
interface FieldLimits {
  required: boolean;
  max?: number;
}

// Longer than any text field of the contract (a notice's content allows 500,000 characters); made
// once, and each schema is probed once.
const PROBE = 'x'.repeat(1_000_000);
const limitsOf = new WeakMap<FieldSchema, FieldLimits>();

function limits(schema: FieldSchema): FieldLimits {
  let found = limitsOf.get(schema);
  if (!found) {
    const tooBig = schema.safeParse(PROBE).error?.issues.find((i) => i.code === 'too_big');
    found = {
      required: !schema.safeParse('').success,
      max: tooBig?.maximum === undefined ? undefined : Number(tooBig.maximum),
    };
    limitsOf.set(schema, found);
  }
  return found;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A form field's antd rules, derived from the contract's schema for it, so the dialog refuses what
 * the server refuses, with the texts the dialog shows:
 * - required (the asterisk and `texts.required`) when the schema refuses an empty value; blanks
 *   count as empty (the contract trims);
 * - the schema's maximum length, with `texts.tooLong`;
 * - `texts.format` when the schema refuses a filled-in value for another reason (a pattern, a
 *   refinement).
 */
export function rulesFor(schema: FieldSchema, texts: RuleTexts): Rule[] {
  const { required, max } = limits(schema);
  const rules: Rule[] = [];
  // A validator of its own rather than antd's type check, which takes every value for a string
  // and so refused numbers (an order of 0 or 5) as empty.
  if (required)
    rules.push({
      required: true,
      message: texts.required,
      validator: async (_, value: unknown) => {
        if (isEmpty(value)) throw new Error(texts.required);
      },
    });
  if (max !== undefined) rules.push(texts.tooLong ? { max, message: texts.tooLong(max) } : { max });
  const { format } = texts;
  if (format)
    rules.push({
      validator: async (_, value: unknown) => {
        // Empty is `required`'s to judge, too long the `max` rule's.
        if (isEmpty(value)) return;
        const issues = schema.safeParse(value).error?.issues ?? [];
        if (issues.some((i) => i.code !== 'too_big')) throw new Error(format);
      },
    });
  return rules;
}
