// Devices' answers to downlinks (property set, service invoke): matched by message id and handed
// to whoever sent the downlink (issue 13's commands) through `onReply`. With several processes the
// reply may reach one where nobody waits (shared subscriptions, or the device on another process's
// broker): it goes to `elsewhere` (the bus), and the process that waits takes it in `deliver`.
import type { BusDeviceReply } from '../../lib/bus.ts';
import type { Envelope } from './protocol.ts';

/** A device's reply, as the bus carries it between processes. */
export type DeviceReply = BusDeviceReply;

export class Replies {
  private waiting = new Map<string, (reply: DeviceReply) => void>();

  /** `elsewhere`: where a reply nobody here waits for goes (absent: one process, it is dropped). */
  constructor(private readonly elsewhere?: (reply: DeviceReply) => void) {}

  /** Calls `handler` once with the reply carrying this id; returns a function that stops waiting. */
  onReply(id: string, handler: (reply: DeviceReply) => void): () => void {
    this.waiting.set(id, handler);
    return () => {
      if (this.waiting.get(id) === handler) this.waiting.delete(id);
    };
  }

  settle(deviceKey: string, envelope: Envelope) {
    if (!envelope.id) return;
    const { raw } = envelope;
    const reply: DeviceReply = {
      deviceKey,
      id: envelope.id,
      code: Number(raw.code ?? 0),
      message: typeof raw.message === 'string' ? raw.message : '',
      data: raw.data ?? null,
      raw,
    };
    if (!this.deliver(reply)) this.elsewhere?.(reply);
  }

  /** Hands `reply` to its waiter here; false when nobody here waits for it. */
  deliver(reply: DeviceReply): boolean {
    const handler = this.waiting.get(reply.id);
    if (!handler) return false;
    this.waiting.delete(reply.id);
    handler(reply);
    return true;
  }

  clear() {
    this.waiting.clear();
  }
}
