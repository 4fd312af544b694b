// One log line per request, through pino-http, for the middleware chain and the page cache's front door
// alike (server/cache-front.ts), so both write the same line.
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { loggedPath } from "~/utils/secret-links";

/** The request's X-Request-Id when it is well-formed (it ties a proxy's log to ours), else a new one. */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** A request's path as the log shows it (app/utils/secret-links.ts). */
export { loggedPath };

export type RequestLog = ReturnType<typeof requestLog>;

export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Health probes would drown the log.
    autoLogging: { ignore: (req) => req.url === "/healthz" || req.url === "/readyz" },
    // One short line per request: no headers (they carry cookies) and no query strings (they may carry tokens).
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: loggedPath(req.url) }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
  });
}
