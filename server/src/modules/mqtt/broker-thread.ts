// The devices' half of the embedded broker: aedes, a PacketGate in front of every connection, the
// TCP listener. With PostgreSQL it runs in a worker thread (broker-wire.ts says why; embedded.ts why
// not with PGlite). It decides nothing itself: each CONNECT, PUBLISH and SUBSCRIBE is asked of the
// server's half (embedded.ts), which answers once the device is known or the message is stored;
// aedes sends PUBACK only then (lib/handlers/publish.js), and reads nothing more of that client
// until it has (its nextBatch).
import { createServer, type Server } from 'node:net';
import { Duplex } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { asBuffer, ownBytes, Outbox, type FromThread, type ToThread } from './broker-wire.ts';
import { IntakeValve, PacketGate, plainAddress } from './gate.ts';
import { MAX_UNANSWERED } from './limits.ts';
import { Questions } from './questions.ts';

type Answer = Extract<ToThread, { t: 'done' }>;

/**
 * A WebSocket device's bytes, which the main thread reads and writes. What the gate has not read
 * yet is bounded as a socket's is: past the high-water mark the main thread pauses the WebSocket.
 */
class RemoteStream extends Duplex {
  private paused = false;

  constructor(
    private readonly s: number,
    private readonly outbox: Outbox<FromThread>,
    /** The stream is destroyed: whether the main thread still holds its end. */
    private readonly forget: (s: number) => boolean,
  ) {
    super({ allowHalfOpen: false });
  }

  arrive(chunk: Buffer) {
    if (!this.push(chunk) && !this.paused) {
      this.paused = true;
      this.outbox.post({ t: 'pause', s: this.s });
    }
  }

  override _read() {
    if (!this.paused) return;
    this.paused = false;
    this.outbox.post({ t: 'resume', s: this.s });
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: () => void) {
    this.outbox.post({ t: 'out', s: this.s, chunk: ownBytes(chunk) });
    callback();
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void) {
    if (this.forget(this.s)) this.outbox.post({ t: 'shut', s: this.s });
    callback(err);
  }
}

/**
 * Runs the devices' half, speaking to the server's over `port`; resolves once it listens for
 * messages. At most `maxUnanswered` questions are with the server at a time (questions.ts).
 */
export async function runBroker(port: MessagePort, maxUnanswered = MAX_UNANSWERED) {
  const outbox = new Outbox<FromThread>(port);
  const broker = await Aedes.createBroker({
    connectTimeout: 10_000,
    drainTimeout: 30_000,
    heartbeatInterval: 3_600_000,
    maxClientsIdLength: 128,
  });

  let lastNumber = 0;
  /** The number of each connection's gate. */
  const numberOf = new WeakMap<PacketGate, number>();
  /** aedes' client of each connection that sent its CONNECT. */
  const clients = new Map<number, Client>();
  /** The WebSocket connections, by the main thread's stream number. */
  const streams = new Map<number, RemoteStream>();
  /** Stops the devices' connections while questions wait (gate.ts). */
  const valve = new IntakeValve();
  /** Questions asked of the server. */
  const asked = new Questions<FromThread & { r: number }, Answer>(
    (q) => outbox.post(q),
    maxUnanswered,
    (waiting) => valve.set(waiting),
  );
  let server: Server | null = null;
  const ask = asked.ask.bind(asked);

  /** A connection's number: the gate is aedes' `client.conn`. */
  const numberOfClient = (client: Client) => numberOf.get(client.conn as unknown as PacketGate) ?? 0;

  broker.authenticate = (client, username, password, done) => {
    const c = numberOfClient(client);
    const gate = client.conn as unknown as PacketGate;
    clients.set(c, client);
    const question = {
      t: 'auth' as const,
      r: ++lastNumber,
      c,
      clientId: client.id ?? '',
      username: username ?? '',
      password: password?.toString('utf8') ?? '',
      address: gate.address,
    };
    ask(question, ({ code, error }) => {
      if (!code) {
        gate.accept();
        return done(null, true);
      }
      done(
        Object.assign(new Error(error ?? 'refused'), {
          returnCode: code,
        }) as AuthenticateError,
        false,
      );
    });
  };
  broker.authorizePublish = (client, packet, done) => {
    if (!client) return done(new Error('not a device'));
    const payload = ownBytes(packet.payload as Buffer);
    ask(
      {
        t: 'pub',
        r: ++lastNumber,
        c: numberOfClient(client),
        topic: packet.topic,
        payload,
      },
      ({ error }) => done(error ? new Error(error) : null),
    );
  };
  broker.authorizeSubscribe = (client, sub, done) => {
    if (!client) return done(null, null);
    ask(
      {
        t: 'sub',
        r: ++lastNumber,
        c: numberOfClient(client),
        topic: sub.topic,
      },
      ({ ok }) => done(null, ok ? sub : null),
    );
  };
  broker.on('clientReady', (client) => outbox.post({ t: 'ready', c: numberOfClient(client) }));
  broker.on('ping', (_packet, client) => outbox.post({ t: 'ping', c: numberOfClient(client) }));

  /** Hands a connection to aedes through its gate; the server hears when it closes (`gone`). */
  function handle(stream: Duplex, address: string) {
    const c = ++lastNumber;
    const gate: PacketGate = new PacketGate(
      stream,
      address,
      (refusal) => outbox.post({ t: 'refused', c, address, refusal }),
      valve,
    );
    numberOf.set(gate, c);
    gate.on('close', () => {
      clients.delete(c);
      outbox.post({ t: 'gone', c });
    });
    broker.handle(gate);
  }

  function listen(r: number, portNumber: number, host: string) {
    const tcp = createServer((socket) => handle(socket, plainAddress(socket.remoteAddress)));
    const failed = (err: NodeJS.ErrnoException) => outbox.post({ t: 'done', r, error: err.code ?? err.message });
    tcp.once('error', failed);
    // A deep backlog: a thousand devices reconnecting at once (after a restart) must not have their
    // SYNs dropped and retried seconds later.
    tcp.listen({ port: portNumber, host, backlog: 4096 }, () => {
      tcp.off('error', failed);
      tcp.on('error', (err) =>
        outbox.post({
          t: 'error',
          what: 'mqtt listener',
          message: err.message,
        }),
      );
      server = tcp;
      outbox.post({
        t: 'done',
        r,
        port: (tcp.address() as { port: number }).port,
      });
    });
  }

  function receive(m: ToThread) {
    switch (m.t) {
      case 'done':
        return asked.answer(m.r, m);
      case 'send':
        return broker.publish(
          {
            cmd: 'publish',
            topic: m.topic,
            payload: Buffer.from(m.payload),
            qos: m.qos,
            retain: false,
            dup: false,
          },
          (err) => {
            if (err)
              outbox.post({
                t: 'error',
                what: 'mqtt send',
                message: err.message,
              });
          },
        );
      case 'close':
        return clients.get(m.c)?.close();
      case 'listen':
        return listen(m.r, m.port, m.host);
      case 'stop':
        server?.close();
        return broker.close(() => {
          outbox.post({ t: 'done', r: m.r });
          outbox.flush();
        });
      case 'open': {
        const stream = new RemoteStream(m.s, outbox, (s) => streams.delete(s));
        streams.set(m.s, stream);
        return handle(stream, m.address);
      }
      case 'in':
        return streams.get(m.s)?.arrive(asBuffer(m.chunk));
      case 'end':
        return streams.get(m.s)?.destroy();
    }
  }

  port.on('message', (batch: ToThread[]) => {
    for (const m of batch) receive(m);
  });
}
