// Keys the server assigns itself (the code generator's "snowflake ids", for tables whose key is a
// bigint without a default): snowflake-like, time-ordered and unique across processes without a
// round trip to the database. 41 bits of milliseconds since 2024-01-01 (until 2093), 4 bits of
// process and 8 of sequence make 53 bits: an id stays below 2^53, so it travels as a JSON number like
// every other id of the contract, where a full 64-bit snowflake would have to travel as a string.
import { randomInt } from 'node:crypto';

const EPOCH = Date.UTC(2024, 0, 1);
const PROCESS_BITS = 4n;
const SEQUENCE_BITS = 8n;
const MAX_SEQUENCE = (1 << Number(SEQUENCE_BITS)) - 1;

/** This process's 4 bits, drawn at start: processes sharing a database rarely draw the same. */
const processId = BigInt(randomInt(1 << Number(PROCESS_BITS)));
let lastMs = 0;
let sequence = 0;

/** The next id of this process: larger than every id it gave before. */
export function nextSnowId(now: () => number = Date.now): number {
  let ms = Math.max(now() - EPOCH, lastMs);
  if (ms === lastMs) {
    sequence = (sequence + 1) & MAX_SEQUENCE;
    // 256 ids in one millisecond: the next millisecond's are taken instead.
    if (sequence === 0) ms = lastMs + 1;
  } else sequence = 0;
  lastMs = ms;
  return Number((BigInt(ms) << (PROCESS_BITS + SEQUENCE_BITS)) | (processId << SEQUENCE_BITS) | BigInt(sequence));
}
