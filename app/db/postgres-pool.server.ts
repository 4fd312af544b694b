// The connection pool to a PostgreSQL server, with a bound on every wait (docs/decisions/027). A database
// host that goes silent (frozen, or failed over without a TCP reset) answers nothing and closes nothing, so
// without bounds a query waits for ever and holds its connection, and the pool fills with dead ones:
// - connecting (TCP and the start-up handshake) gives up after `connectMs`;
// - the server cancels a statement that runs longer than `statementMs` (statement_timeout), and a session
//   left idle inside a transaction (idle_in_transaction_session_timeout);
// - a connection lent out that hears nothing from the server for `silenceMs` (longer than the statement
//   limit, so a healthy server always speaks first) is destroyed: the query fails at once, and the pool
//   drops the connection when it comes back. Its idle siblings are destroyed too, since a silent host
//   strands them all; the pool opens fresh ones on demand;
// - TCP keep-alive probes idle connections, so a dead peer is noticed even with no query.
import pg from "pg";

export interface PoolBounds {
  /** Connecting, from the TCP connect to the server's "ready for query". */
  connectMs: number;
  /** The server cancels a statement running longer than this. */
  statementMs: number;
  /** A lent-out connection silent for this long is taken for dead (more than `statementMs`). */
  silenceMs: number;
}

export const DEFAULT_POOL_BOUNDS: PoolBounds = { connectMs: 5_000, statementMs: 8_000, silenceMs: 10_000 };

export interface BoundedPoolOptions {
  url: string;
  size: number;
  bounds?: Partial<PoolBounds>;
  /** An idle connection failed, or a silent one was destroyed (for the log). */
  onError?: (error: Error) => void;
}

/** What pg's Client keeps of its socket; not in its types, stable across pg 8. */
interface ClientSocket {
  connection?: { stream?: import("node:net").Socket };
}

export function createBoundedPool({ url, size, bounds, onError }: BoundedPoolOptions): pg.Pool {
  const { connectMs, statementMs, silenceMs } = { ...DEFAULT_POOL_BOUNDS, ...bounds };
  const pool = new pg.Pool({
    connectionString: url,
    max: size,
    connectionTimeoutMillis: connectMs,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: Math.max(statementMs * 2, 10_000),
  });

  const lent = new Set<pg.PoolClient>();
  const all = new Set<pg.PoolClient>();
  const socketOf = (client: pg.PoolClient) => (client as unknown as ClientSocket).connection?.stream;

  function destroySilent(silent: pg.PoolClient) {
    onError?.(new Error(`database connection silent for ${silenceMs} ms: closed, with its idle siblings`));
    socketOf(silent)?.destroy(new Error("database connection silent"));
    for (const client of all) if (!lent.has(client)) socketOf(client)?.destroy();
  }

  // An idle client losing its connection (database restart) must not crash the process.
  pool.on("error", (error) => onError?.(error));
  pool.on("connect", (client) => {
    all.add(client);
    // Nor may a lent-out one (inside a transaction, between two statements), which the pool does not listen
    // to: the error would be unhandled. Nothing to log here: the client's next query fails and says so, and
    // the pool drops the broken client when it is released.
    client.on("error", () => {});
    socketOf(client)?.on("timeout", () => {
      if (lent.has(client)) destroySilent(client);
    });
  });
  pool.on("acquire", (client) => {
    lent.add(client);
    socketOf(client)?.setTimeout(silenceMs);
  });
  pool.on("release", (_error, client) => {
    lent.delete(client);
    socketOf(client)?.setTimeout(0);
  });
  pool.on("remove", (client) => {
    lent.delete(client);
    all.delete(client);
  });
  return pool;
}

/** A single connection for migrations: no statement limit (a migration may rewrite a large table). */
export async function connectForMigrations(url: string, connectMs = DEFAULT_POOL_BOUNDS.connectMs): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectMs, keepAlive: true });
  client.on("error", () => {});
  await client.connect();
  return client;
}
