// The HTTP server's front door: a request the page cache can answer at once (an anonymous GET or HEAD of a
// stored page) is answered here, before Express and its middleware run. Everything a hit needs was prepared
// when the page was stored (server/page-cache.ts: the security headers the miss was sent with, the hash-based
// CSP, Vary, ETag, Content-Encoding and Content-Length per encoding), so a hit costs about what a static file
// server spends on a request (docs/performance.md, throughput). What the middleware would still add per
// request is added here: the request id (echoed or new), HSTS over HTTPS, and the request log line.
// Anything else (a miss, a cookie, a body, a change being read, a server shutting down) goes to Express.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Logger } from "pino";
import type { PageCache } from "./page-cache";
import { HSTS_HEADER } from "./security-headers";

/** The request's X-Request-Id when it is well-formed, else a new one (as pino-http's genReqId in app.ts). */
export function requestIdOf(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
}

/** Express's `trust proxy fn` (app.get("trust proxy fn")): whether the hop at `index` is trusted. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/** Whether the request arrived over HTTPS, decided exactly as Express's req.secure (req.protocol) decides. */
export function arrivedOverHttps(req: IncomingMessage, trust: TrustProxy): boolean {
  const encrypted = Boolean((req.socket as TLSSocket).encrypted);
  if (!trust(req.socket.remoteAddress, 0)) return encrypted;
  const header = req.headers["x-forwarded-proto"];
  const proto = typeof header === "string" && header ? header : encrypted ? "https" : "http";
  const comma = proto.indexOf(",");
  return (comma === -1 ? proto : proto.slice(0, comma)).trim() === "https";
}

export interface CacheFrontOptions {
  pageCache: PageCache;
  logger: Logger;
  trustProxy: TrustProxy;
  /** True once the server is shutting down: responses then say Connection: close, which the chain does. */
  draining: () => boolean;
}

/** Answers a plain cache hit and returns true, or returns false and leaves the request untouched. */
export function cacheFront({ pageCache, logger, trustProxy, draining }: CacheFrontOptions) {
  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // A request with a body (which the body limit judges) or while draining: the chain answers it as ever.
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;
    if (draining()) return false;
    const answer = pageCache.hit(req);
    if (!answer) return false;

    const startedAt = Date.now();
    const id = requestIdOf(req);
    const headers = answer.headers;
    headers.push("X-Request-Id", id);
    if (arrivedOverHttps(req, trustProxy)) headers.push("Strict-Transport-Security", HSTS_HEADER);
    // The same line pino-http writes for every other request (app.ts), so the log still has one per request.
    if (logger.isLevelEnabled("info")) {
      res.once("close", () => {
        logger.info(
          {
            req: { id, method: req.method, path: String(req.url).split("?")[0] },
            res: { statusCode: res.statusCode },
            responseTime: Date.now() - startedAt,
          },
          !req.readableAborted && res.writableEnded ? "request completed" : "request aborted",
        );
      });
    }
    res.writeHead(answer.status, headers);
    if (answer.body) res.end(answer.body);
    else res.end();
    return true;
  };
}
