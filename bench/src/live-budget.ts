import { readFileSync } from 'node:fs';
import { WebSocket } from 'ws';

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) / 1024;
}

/**
 * Opens `count` authenticated sockets to one server process, each pinging every 10 s as the console
 * does, then publishes one notice and times how long until every socket has it.
 */
export async function measureLive(baseUrl: string, serverPid: number, adminToken: string, count: number) {
  const wsUrl = `${baseUrl.replace('http', 'ws')}/api/v1/websocket?token=${encodeURIComponent(adminToken)}`;
  const sockets: WebSocket[] = [];
  let received = 0;
  let allReceived: () => void = () => {};
  const done = new Promise<void>((r) => (allReceived = r));
  const rssBefore = rssMb(serverPid);
  for (let i = 0; i < count; i += 200) {
    await Promise.all(
      Array.from({ length: Math.min(200, count - i) }, () => {
        const socket = new WebSocket(wsUrl);
        sockets.push(socket);
        socket.on('message', (raw) => {
          if (String(raw).includes('"event":"notice"') && ++received === count) allReceived();
        });
        return new Promise<void>((resolve, reject) => {
          socket.once('open', () => {
            socket.send('{"event":"ping"}');
            resolve();
          });
          socket.once('error', reject);
        });
      }),
    );
  }
  const heartbeat = setInterval(() => {
    for (const s of sockets) if (s.readyState === s.OPEN) s.send('{"event":"ping"}');
  }, 10_000);
  await new Promise((r) => setTimeout(r, 2000));
  const rssWith = rssMb(serverPid);
  const t0 = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/system/sysNotice/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ title: 'bench notice', type: 1, tag: 1, status: 1, content: '<p>to everyone</p>' }),
  }).then((r) => r.json() as Promise<{ code: number; message: string }>);
  if (res.code !== 0) throw new Error(`notice add failed: ${res.message}`);
  const timeout = new Promise<void>((r) => setTimeout(r, 10_000));
  await Promise.race([done, timeout]);
  const fanOutMs = performance.now() - t0;
  const open = sockets.filter((s) => s.readyState === s.OPEN).length;
  clearInterval(heartbeat);
  for (const s of sockets) s.close();
  return { open, received, fanOutMs, rssBefore, rssWith };
}
