/** Messages larger than this are refused (the log keeps their start). */
export const MAX_PAYLOAD_BYTES = 256 * 1024;
/**
 * Questions (CONNECT, PUBLISH, SUBSCRIBE) the broker's thread has with the server at a time
 * (questions.ts): under a second of the most the server stores, so its writer always has its next
 * batches, while a backlog waits in the devices' connections (gate.ts, IntakeValve).
 */
export const MAX_UNANSWERED = 8192;
