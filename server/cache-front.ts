// The HTTP server's front door: a request the page cache can answer at once (an anonymous GET or HEAD of a
// stored page) is answered here, before Express and its middleware run. Everything a hit needs was prepared
// when the page was stored (server/page-cache.ts: the security headers the miss was sent with, the hash-based
// CSP, Vary, ETag, Content-Encoding and Content-Length per encoding), so a hit costs about what a static file
// server spends on a request (docs/performance.md, throughput). What the middleware would still add per
// request is added here, by the same code: the request log line and id (server/request-log.ts) and HSTS
// over HTTPS, judged by Express's own req.secure. Anything else (a miss, a cookie, a body, a change being
// read, a server shutting down) goes to Express.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Express, Request } from "express";
import type { PageCache } from "./page-cache";
import type { RequestLog } from "./request-log";
import { HSTS_HEADER } from "./security-headers";

export interface CacheFrontOptions {
  pageCache: PageCache;
  /** The Express app behind the door: its request prototype (req.secure, with its "trust proxy"). */
  app: Express;
  requestLog: RequestLog;
  /** True once the listener has closed (after the grace period): the chain answers what is left. */
  draining: () => boolean;
}

/**
 * Express's own req.secure (with the app's "trust proxy"), read through a view of the request: the request
 * itself keeps its prototype, as changing a live object's prototype on every hit costs more than the hit.
 */
export function arrivedOverHttps(app: Express, req: IncomingMessage): boolean {
  const view = Object.create(app.request) as Request;
  Object.assign(view, { socket: req.socket, headers: req.headers });
  return view.secure;
}

/** Answers a plain cache hit and returns true, or returns false and leaves the request untouched. */
export function cacheFront({ pageCache, app, requestLog, draining }: CacheFrontOptions) {
  return function answerFromCache(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    // A request with a body (which the body limit judges) or while draining: the chain answers it as ever.
    if (req.headers["content-length"] !== undefined || req.headers["transfer-encoding"] !== undefined) return false;
    if (draining()) return false;
    const answer = pageCache.hit(req);
    if (!answer) return false;

    requestLog(req, res);
    const headers = answer.headers;
    if (arrivedOverHttps(app, req)) headers.push("Strict-Transport-Security", HSTS_HEADER);
    res.writeHead(answer.status, headers);
    if (answer.body) res.end(answer.body);
    else res.end();
    return true;
  };
}
