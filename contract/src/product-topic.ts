// A product's custom topics (ours; spec §1 "communication (custom and system topics)"): topics of
// the product's own that its devices may publish and/or subscribe to, beside the system topics
// under `/sys/`. CONTRACT.md "MQTT" (ours) describes the shape:
//
//   /{productKey}/{deviceKey}/user/<segment>[/<segment>...]
//
// `{deviceKey}` is written as such and stands for the key of the device that uses the topic, so a
// device reaches only its own. Segments are letters, digits, `_`, `-` and `.`; a topic devices only
// subscribe to (`sub`) may also hold `+` as a whole segment or `#` as the last one.
import { z } from 'zod';
import { optStr, requiredStr, rowId, str } from './fields.ts';

/** Who may do what on the topic: devices publish (`pub`), subscribe (`sub`) or both. */
export const TOPIC_ACCESS = ['pub', 'sub', 'both'] as const;
export type TopicAccess = (typeof TOPIC_ACCESS)[number];

/** The placeholder a custom topic holds where the device's key goes. */
export const TOPIC_DEVICE_KEY = '{deviceKey}';
/** Longest custom topic, and most segments after `user/`. */
export const TOPIC_MAX_LENGTH = 200;
export const TOPIC_MAX_SEGMENTS = 8;
/** Most custom topics a product may have (the broker matches them per message, from memory). */
export const TOPICS_PER_PRODUCT = 100;

/** The fixed start of every custom topic of the product. */
export const topicPrefix = (productKey: string) => `/${productKey}/${TOPIC_DEVICE_KEY}/user/`;

const SEGMENT = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Why a topic is not a custom topic of this product with this access, or null when it is one:
 * `prefix` (not under the product's prefix), `segment` (an empty or unsafe segment, too many),
 * `wildcard` (a wildcard in a topic devices publish to, or misplaced).
 */
export function topicProblem(
  productKey: string,
  topic: string,
  access: TopicAccess,
): 'prefix' | 'segment' | 'wildcard' | null {
  const prefix = topicPrefix(productKey);
  if (!topic.startsWith(prefix) || topic.length > TOPIC_MAX_LENGTH) return 'prefix';
  const rest = topic.slice(prefix.length).split('/');
  if (rest.length > TOPIC_MAX_SEGMENTS) return 'segment';
  for (const [i, s] of rest.entries()) {
    if (s === '+' || s === '#') {
      if (access !== 'sub' || (s === '#' && i !== rest.length - 1)) return 'wildcard';
      continue;
    }
    if (s.includes('+') || s.includes('#')) return 'wildcard';
    if (!SEGMENT.test(s)) return 'segment';
  }
  return null;
}

const topicFields = {
  productKey: requiredStr(64),
  name: requiredStr(64),
  /** The whole topic, `{deviceKey}` included. */
  topic: requiredStr(TOPIC_MAX_LENGTH),
  access: str().pipe(z.enum(TOPIC_ACCESS)),
  remark: optStr(500),
};

/** Topic checks that need the product key and the access beside it (code 51 with the field). */
function checkTopic(f: { productKey: string; topic: string; access: TopicAccess }, ctx: z.RefinementCtx) {
  const problem = topicProblem(f.productKey, f.topic, f.access);
  if (problem)
    ctx.addIssue({
      code: 'custom',
      path: ['topic'],
      input: f.topic,
      params: {
        key:
          problem === 'prefix'
            ? 'productTopicBadPrefix'
            : problem === 'wildcard'
              ? 'productTopicWildcard'
              : 'productTopicBadSegment',
      },
    });
}

/** GET /api/v1/product/topic/list?productKey= */
export const productTopicListQuery = z.object({ productKey: requiredStr(64) });
/** POST /api/v1/product/topic/add */
export const productTopicAddBody = z.object(topicFields).superRefine(checkTopic);
export type ProductTopicAddBody = z.infer<typeof productTopicAddBody>;
/** PUT /api/v1/product/topic/edit (the topic by id, within the product named) */
export const productTopicEditBody = z.object({ ...topicFields, id: rowId() }).superRefine(checkTopic);
export type ProductTopicEditBody = z.infer<typeof productTopicEditBody>;
/** DELETE /api/v1/product/topic/del */
export const productTopicDeleteBody = z.object({ productKey: requiredStr(64), id: rowId() });

/** The form's fields one by one (the console's rules: required, lengths). */
export const productTopicFields = z.object(topicFields).shape;

/** One custom topic as the list answers it. */
export interface ProductTopic {
  id: number;
  productKey: string;
  name: string;
  topic: string;
  access: TopicAccess;
  remark: string;
  createdAt: string | null;
  updatedAt: string | null;
}
