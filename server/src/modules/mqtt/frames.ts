// Live frames about devices for the consoles that follow them (`device/<key>`). Property frames
// are coalesced per device (at most one per COALESCE_MS, latest value wins) and frames travel
// through the bus in packs under NOTIFY's 8000-byte limit, so every process reaches its own sockets.
import {
  deviceTopic,
  type DeviceEventFrame,
  type DevicePropertyFrame,
  type DeviceStatus,
  type LatestProperties,
} from '@iot/contract';
import type { Bus } from '../../lib/bus.ts';
import { encodeFrame } from '../live/index.ts';

export const COALESCE_MS = 500;
/** A bus message's JSON must stay under 8000 bytes (NOTIFY); this leaves room for the wrapper. */
const PACK_BYTES = 7800;
/** Room for one frame with its topic in a pack. */
const FRAME_BYTES = PACK_BYTES - 200;
/** A frame's size inside a bus message: JSON escapes its quotes again. */
const busBytes = (frame: string) => Buffer.byteLength(JSON.stringify(frame)) + 160;

interface Pending {
  frame: DevicePropertyFrame;
  timer: NodeJS.Timeout | null;
}

/**
 * Hears of every device's stored values, status changes and events as they happen, whether or not
 * a console follows the device (the alarm rules). Called synchronously: an observer queues its work.
 */
export interface DeviceObserver {
  property?(deviceKey: string, productKey: string, properties: LatestProperties): void;
  status?(deviceKey: string, status: DeviceStatus, time: number): void;
  event?(frame: DeviceEventFrame): void;
}

export class LiveFrames {
  private observers: DeviceObserver[] = [];
  private lastSent = new Map<string, number>();
  private pending = new Map<string, Pending>();
  private outbox: { topic: string; frame: string; bytes: number }[] = [];
  private flushing: NodeJS.Immediate | null = null;
  private closed = false;

  /**
   * `followed` says whether a console of any process follows a topic (live/follows.ts); null: every
   * frame goes out.
   */
  constructor(
    private readonly bus: Bus,
    private readonly followed: ((topic: string) => boolean) | null,
    private readonly onError: (err: unknown) => void,
  ) {}

  private wanted(deviceKey: string) {
    return !this.closed && (this.followed === null || this.followed(deviceTopic(deviceKey)));
  }

  observe(observer: DeviceObserver) {
    this.observers.push(observer);
  }

  property(deviceKey: string, productKey: string, properties: LatestProperties) {
    if (!this.closed) for (const o of this.observers) o.property?.(deviceKey, productKey, properties);
    if (Object.keys(properties).length === 0 || !this.wanted(deviceKey)) return;
    const pending = this.pending.get(deviceKey);
    if (pending) {
      Object.assign(pending.frame.properties, properties);
      return;
    }
    const frame: DevicePropertyFrame = { deviceKey, productKey, properties: { ...properties } };
    const wait = (this.lastSent.get(deviceKey) ?? 0) + COALESCE_MS - Date.now();
    if (wait <= 0) return this.sendProperties(frame);
    const entry: Pending = { frame, timer: null };
    entry.timer = setTimeout(() => {
      this.pending.delete(deviceKey);
      this.sendProperties(entry.frame);
    }, wait);
    entry.timer.unref();
    this.pending.set(deviceKey, entry);
  }

  status(deviceKey: string, status: DeviceStatus, time: number) {
    if (!this.closed) for (const o of this.observers) o.status?.(deviceKey, status, time);
    if (this.wanted(deviceKey)) this.push(deviceKey, encodeFrame('deviceStatus', { deviceKey, status, time }));
  }

  event(frame: DeviceEventFrame) {
    if (!this.closed) for (const o of this.observers) o.event?.(frame);
    if (this.wanted(frame.deviceKey)) this.push(frame.deviceKey, encodeFrame('deviceEvent', frame));
  }

  private sendProperties(frame: DevicePropertyFrame) {
    this.lastSent.set(frame.deviceKey, Date.now());
    // A frame too big for one bus message is split by property (each part is still a valid frame).
    let part: LatestProperties = {};
    const emit = () => {
      if (Object.keys(part).length)
        this.push(frame.deviceKey, encodeFrame('deviceProperty', { ...frame, properties: part }));
      part = {};
    };
    for (const [key, value] of Object.entries(frame.properties)) {
      const next = { ...part, [key]: value };
      if (
        Object.keys(part).length &&
        busBytes(encodeFrame('deviceProperty', { ...frame, properties: next })) > FRAME_BYTES
      ) {
        emit();
        part = { [key]: value };
      } else part = next;
    }
    emit();
  }

  private push(deviceKey: string, frame: string) {
    const bytes = busBytes(frame);
    // One value larger than a bus message cannot travel: the console reads it from the API instead.
    if (bytes > FRAME_BYTES) return;
    this.outbox.push({ topic: deviceTopic(deviceKey), frame, bytes });
    this.flushing ??= setImmediate(() => this.flush());
  }

  private flush() {
    this.flushing = null;
    const frames = this.outbox;
    this.outbox = [];
    let pack: { topic: string; frame: string }[] = [];
    let size = 0;
    const send = () => {
      if (pack.length) this.bus.publish({ type: 'topicFrames', frames: pack }).catch(this.onError);
      pack = [];
      size = 0;
    };
    for (const { topic, frame, bytes } of frames) {
      if (size + bytes > PACK_BYTES) send();
      pack.push({ topic, frame });
      size += bytes;
    }
    send();
  }

  close() {
    this.closed = true;
    for (const p of this.pending.values()) if (p.timer) clearTimeout(p.timer);
    this.pending.clear();
    if (this.flushing) clearImmediate(this.flushing);
  }
}
