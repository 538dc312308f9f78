// Which device topics the consoles of any process follow. The MQTT side builds a device's live
// frames only when some console follows the device: building every device's frames and sending them
// all through NOTIFY was a tenth of the server's time under load (README "Where ingestion time
// goes"). With one process the hub knows. With several, each announces over the bus the topics its
// sockets take as they take them, and all of its topics every ANNOUNCE_MS; a topic not announced
// again within LEASE_MS is forgotten (its sockets have left). A process that starts, or whose bus
// connection came back, asks the others for theirs.
import { randomUUID } from 'node:crypto';
import { BUS_MAX_BYTES, type Bus } from '../../lib/bus.ts';
import type { Hub } from './hub.ts';

export const ANNOUNCE_MS = 20_000;
export const LEASE_MS = 3 * ANNOUNCE_MS;

export class FollowedTopics {
  /** Topics followed by other processes, with when their lease ends. */
  private elsewhere = new Map<string, number>();
  private readonly self = randomUUID();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly hub: Hub,
    /** The bus when several processes share the database; null with one. */
    private readonly bus: Bus | null,
    private readonly onError: (err: unknown) => void,
    private readonly now: () => number = Date.now,
  ) {}

  start() {
    const bus = this.bus;
    if (!bus) return;
    bus.on('message', (m) => {
      if (m.type === 'topicsFollowed' && m.from !== this.self) {
        const until = this.now() + LEASE_MS;
        for (const topic of m.topics) this.elsewhere.set(topic, until);
      } else if (m.type === 'topicsWanted' && m.from !== this.self) this.announce(this.hub.topics());
    });
    bus.on('reset', () => this.ask());
    this.ask();
    this.timer = setInterval(() => {
      this.prune();
      this.announce(this.hub.topics());
    }, ANNOUNCE_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** Whether a console of any process may follow the topic. */
  has(topic: string): boolean {
    if (this.hub.hasTopic(topic)) return true;
    const until = this.elsewhere.get(topic);
    return until !== undefined && until > this.now();
  }

  /** Tells the other processes that sockets here follow these topics (in packs under NOTIFY's limit). */
  announce(topics: string[]) {
    if (!this.bus || topics.length === 0) return;
    const room = BUS_MAX_BYTES - 200;
    let pack: string[] = [];
    let size = 0;
    const send = () => {
      if (pack.length) this.bus!.publish({ type: 'topicsFollowed', from: this.self, topics: pack }).catch(this.onError);
      pack = [];
      size = 0;
    };
    for (const topic of topics) {
      const bytes = JSON.stringify(topic).length + 1;
      if (size + bytes > room) send();
      pack.push(topic);
      size += bytes;
    }
    send();
  }

  private ask() {
    this.bus?.publish({ type: 'topicsWanted', from: this.self }).catch(this.onError);
  }

  private prune() {
    const now = this.now();
    for (const [topic, until] of this.elsewhere) if (until <= now) this.elsewhere.delete(topic);
  }
}
