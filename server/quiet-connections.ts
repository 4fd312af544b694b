// Which connections a closing server may close without cutting a request. Node's closeIdleConnections()
// closes every connection with no request under way, which includes one whose request has arrived but not
// been read yet (a busy event loop reads it a little later): closing it resets a request the visitor had
// already sent. Here a connection is closed only once it has been quiet for `quietMs`: nothing under way,
// and nothing begun since it was opened or since its last answer.
import type { Server } from "node:http";
import type { Socket } from "node:net";

interface ConnectionState {
  /** Requests read and not yet answered (or abandoned). */
  active: number;
  /** When it was opened, or its last answer ended. */
  quietSince: number;
}

/**
 * A connection nothing has been read from yet may hold a request the loop has not got to: a busy server can
 * take a second or more to read what arrived, so it is given this long before it counts as quiet.
 */
const UNREAD_QUIET_MS = 5_000;

export interface QuietConnections {
  /** Closes every connection quiet for `quietMs` or more (UNREAD_QUIET_MS if nothing was ever read from it). */
  closeQuiet(quietMs: number): void;
  /** Connections open now. */
  size(): number;
  /** Connections taken from the kernel so far. */
  opened(): number;
}

export function trackConnections(server: Server): QuietConnections {
  const connections = new Map<Socket, ConnectionState>();
  let opened = 0;
  server.on("connection", (socket: Socket) => {
    opened += 1;
    connections.set(socket, { active: 0, quietSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req, res) => {
    const state = connections.get(req.socket);
    if (!state) return;
    state.active += 1;
    res.once("close", () => {
      state.active -= 1;
      state.quietSince = Date.now();
    });
  });
  return {
    closeQuiet(quietMs) {
      const now = Date.now();
      for (const [socket, state] of connections) {
        const wait = socket.bytesRead === 0 ? Math.max(quietMs, UNREAD_QUIET_MS) : quietMs;
        if (state.active === 0 && now - state.quietSince >= wait) socket.destroySoon();
      }
    },
    size: () => connections.size,
    opened: () => opened,
  };
}
