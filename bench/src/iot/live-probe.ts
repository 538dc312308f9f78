// A console on the live channel subscribed to some devices: how long from a device's publish (the
// `time` it puts on its values) to the deviceProperty frame reaching the console.
import { WebSocket } from 'ws';

export interface LiveProbe {
  latencies: number[];
  close(): void;
}

export async function openLiveProbe(baseUrl: string, token: string, deviceKeys: string[]): Promise<LiveProbe> {
  const url = `${baseUrl.replace('http', 'ws')}/api/v1/websocket?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(url, { headers: { origin: baseUrl } });
  const latencies: number[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(String(raw)) as {
      event: string;
      data?: { properties?: Record<string, { time: number }> };
    };
    if (frame.event !== 'deviceProperty') return;
    const times = Object.values(frame.data?.properties ?? {}).map((p) => p.time);
    if (times.length) latencies.push(Date.now() - Math.max(...times));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  socket.send(JSON.stringify({ event: 'subscribe', data: { topics: deviceKeys.map((k) => `device/${k}`) } }));
  const ping = setInterval(() => socket.send('{"event":"ping"}'), 10_000);
  return {
    latencies,
    close: () => {
      clearInterval(ping);
      socket.close();
    },
  };
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
