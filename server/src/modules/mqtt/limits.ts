/** Messages larger than this are refused (the log keeps their start). */
export const MAX_PAYLOAD_BYTES = 256 * 1024;
