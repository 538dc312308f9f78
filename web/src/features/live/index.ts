// The live channel (one WebSocket per tab, lib/live.ts): the shell runs it, features subscribe.
export type { LiveEvent, LiveFrames } from './frames';
export { refreshSession, useLiveChannel } from './useLiveChannel';
export { useLiveFrame } from './useLiveFrame';
export { useLiveTopics } from './useLiveTopics';
