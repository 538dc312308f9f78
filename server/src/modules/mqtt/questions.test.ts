// The devices' half of the broker has at most a given number of questions with the server at a time
// (questions.ts): under a load the server could not take, everything devices sent was passed on and
// held in the server's memory until stored. Here the test is the server's half: it lets every
// device in, and answers their messages only when it chooses.
import { MessageChannel } from 'node:worker_threads';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBroker } from './broker-thread.ts';
import type { FromThread, ToThread } from './broker-wire.ts';

type Pub = Extract<FromThread, { t: 'pub' }>;

const LIMIT = 10;
const DEVICES = 30;

describe('the broker with more messages than the server has answered', () => {
  const { port1, port2 } = new MessageChannel();
  const pubs: Pub[] = [];
  const clients: MqttClient[] = [];
  let listened: (port: number) => void;
  const listening = new Promise<number>((r) => (listened = r));
  const send = (...batch: ToThread[]) => port2.postMessage(batch);

  beforeAll(async () => {
    port2.on('message', (batch: FromThread[]) => {
      for (const m of batch) {
        if (m.t === 'auth') send({ t: 'done', r: m.r, code: 0 });
        else if (m.t === 'pub') pubs.push(m);
        else if (m.t === 'done' && m.port) listened(m.port);
      }
    });
    await runBroker(port1, LIMIT);
    send({ t: 'listen', r: 1, port: 0, host: '127.0.0.1' });
    const port = await listening;
    for (let i = 0; i < DEVICES; i++) {
      const client = mqtt.connect(`mqtt://127.0.0.1:${port}`, { clientId: `d${i}`, reconnectPeriod: 0 });
      clients.push(client);
      await new Promise((resolve, reject) => client.once('connect', resolve).once('error', reject));
    }
  });

  afterAll(async () => {
    await Promise.all(clients.map((c) => c.endAsync(true)));
    await new Promise((r) => {
      port2.on('message', (batch: FromThread[]) => batch.some((m) => m.t === 'done' && m.r === 2) && r(null));
      send({ t: 'stop', r: 2 });
    });
    port1.close();
    port2.close();
  });

  it('reads no more once the limit is reached, and every message once they are answered', async () => {
    const acked = clients.map((c, i) => c.publishAsync(`/sys/p/d${i}/thing/event/property/post`, '{}', { qos: 1 }));
    await new Promise((r) => setTimeout(r, 500));
    // One message per device was sent; LIMIT of them reached the server.
    expect(pubs.length).toBe(LIMIT);
    // Answered, the rest are read and acknowledged: nothing was lost.
    const answer = setInterval(() => send(...pubs.splice(0).map((m) => ({ t: 'done' as const, r: m.r }))), 20);
    try {
      await Promise.all(acked);
    } finally {
      clearInterval(answer);
    }
  });
});
