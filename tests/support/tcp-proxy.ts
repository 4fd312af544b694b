// A TCP proxy between the app and its database that can make the database host go silent: the way a frozen
// machine, a network partition or a failover without a TCP reset looks from the app. `blackhole()` stops
// every byte both ways on every connection, and holds new connections open without ever answering; nothing
// is closed or reset, so the app learns nothing from the network. `replace()` is the replacement host coming
// up at the same address: new connections are served again, while the ones from before stay silent for ever
// (their host is gone). `delay(ms)` is a slow network: every chunk, both ways, passes `ms` late. `reset()` is a
// connection-tracking firewall or a load balancer forgetting its connections: every open connection is cut with
// a TCP reset, and new ones are served. Real sockets on 127.0.0.1, nothing mocked.
import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Silence: no byte passes on any connection, and new connections are held unanswered. */
  blackhole(): void;
  /** A new host at the same address: new connections are forwarded; earlier ones stay silent. */
  replace(): void;
  /** Every chunk, both ways, on every connection, passes `ms` late (0: at once again). */
  delay(ms: number): void;
  /** Cuts every open connection with a TCP reset (RST); connections made afterwards are served. */
  reset(): void;
  /** Connections forwarded since the start (to check the app reconnected after a replacement). */
  forwarded(): number;
  close(): Promise<void>;
}

interface Pair {
  client: net.Socket;
  upstream: net.Socket | null;
  silent: boolean;
}

export async function startTcpProxy(target: { host?: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let silent = false;
  let forwarded = 0;
  let lateByMs = 0;
  // When each socket's last delayed chunk is due: a later chunk is never written before it, so the bytes keep
  // their order when the delay shrinks.
  const dueAt = new WeakMap<net.Socket, number>();
  const pass = (pair: Pair, to: net.Socket, chunk: Buffer) => {
    if (pair.silent) return;
    const due = Math.max(Date.now() + lateByMs, dueAt.get(to) ?? 0);
    if (due <= Date.now()) {
      to.write(chunk);
      return;
    }
    dueAt.set(to, due);
    setTimeout(() => !pair.silent && !to.destroyed && to.write(chunk), due - Date.now());
  };

  const server = net.createServer((client) => {
    const pair: Pair = { client, upstream: null, silent };
    pairs.add(pair);
    // Errors on either side are the app's or the database's to notice; the proxy only forgets the pair.
    client.on("error", () => {});
    client.on("close", () => {
      if (!pair.silent) pair.upstream?.destroy();
      pairs.delete(pair);
    });
    if (pair.silent) return; // accepted by the kernel, never answered
    forwarded += 1;
    const upstream = net.connect({ host: target.host ?? "127.0.0.1", port: target.port });
    pair.upstream = upstream;
    upstream.on("error", () => {});
    upstream.on("close", () => {
      if (!pair.silent) client.destroy();
    });
    client.on("data", (chunk: Buffer) => pass(pair, upstream, chunk));
    upstream.on("data", (chunk: Buffer) => pass(pair, client, chunk));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    blackhole() {
      silent = true;
      for (const pair of pairs) pair.silent = true;
    },
    replace() {
      // Only connections made from now on reach the new host; the old pairs keep their silence.
      silent = false;
    },
    delay(ms) {
      lateByMs = ms;
    },
    reset() {
      for (const pair of pairs) {
        pair.client.resetAndDestroy();
        pair.upstream?.resetAndDestroy();
      }
    },
    forwarded: () => forwarded,
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream?.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
