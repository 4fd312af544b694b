// The product's HTTP server: configuration, database, security headers, compression, static files,
// health checks, logs and the React Router request handler. Bundled into build/server/index.js.
import { createServer, type Server } from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import type { ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import { openDatabase } from "~/db/client.server";
import { BOOKING_EMAIL_COMPOSER, bookingEmailComposer } from "~/features/bookings/booking-email-composer.server";
import { keepReplyTimes } from "~/features/inbox/response-clock.server";
import { startPaymentJobs } from "~/features/payments/payment-jobs.server";
import { forwardedClientAddress } from "~/features/spam/client-address.server";
import { ensureFirstAdmin } from "~/features/staff/staff-accounts.server";
import { runInRequestLocale } from "~/i18n/server-messages.server";
import { seedDatabase } from "~/seed/seed.server";
import { startEmailDelivery } from "~/services/email/delivery.server";
import { bumpContentVersion, readContentVersion } from "~/services/page-cache/content-version.server";
import { describeMediaStorage } from "~/services/storage/media-storage.server";
import { loadConfig } from "~/utils/env.server";
import { withinMs } from "~/utils/within-ms";
import { createAdmission } from "./admission";
import { bodyLimit } from "./body-limit";
import { cacheFront } from "./cache-front";
import { createLogger } from "./logger";
import { originCheck } from "./origin-check";
import { type PageCache, privateUnlessShared, startPageCache } from "./page-cache";
import { precompressedAssets } from "./precompressed-assets";
import { trackConnections } from "./quiet-connections";
import { quoteFront } from "./quote-front";
import { checkReadiness } from "./readiness";
import { requestLog } from "./request-log";
import { passRetryAfter } from "./retry-after";
import { secureCookiesOverHttps } from "./secure-cookies";
import { securityHeaders } from "./security-headers";
import { startShutdownWatchdog } from "./shutdown-watchdog";

/** Before the listener closes, how many turns of the event loop in a row must take no new connection. */
const QUIET_TURNS = 5;
/** The listener closes at the latest this long before the shutdown's forced end, to answer what it took. */
const LINGER_RESERVE_MS = 1_500;
/** While closing, a connection with nothing under way is closed once nothing has begun on it for this long. */
const QUIET_MS = 1_000;
/** Connections the kernel may hold for this server before it takes them (see the listen call). */
const ACCEPT_BACKLOG = 4_096;
/** Kept back from the shutdown's time for stopping the jobs and closing the database after connections are cut. */
const SHUTDOWN_RESERVE_MS = 1_000;

export interface StartOptions {
  /** Present in development: Vite serves assets and reloads route modules on change. */
  viteDevServer?: ViteDevServer;
  env?: Record<string, string | undefined>;
}

export interface RunningServer {
  server: Server;
  url: string;
  /** `graceMs` (SHUTDOWN_GRACE_MS unless given): how long /readyz says 503 before the listener closes. */
  shutdown(reason?: string, graceMs?: number): Promise<void>;
}

export async function startServer({ viteDevServer, env = process.env }: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL);

  // Made once the database is ready; the pool's error handler below reaches it through this variable.
  let pageCache: PageCache | null = null;
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, "db"),
    poolSize: config.DATABASE_POOL_SIZE,
    onPoolError: (error) => {
      logger.warn({ err: error }, "database connection lost");
      pageCache?.databaseLost();
    },
  });
  await database.migrate();
  logger.info({ database: database.kind }, "database ready");
  // Enquiries answered before reply times were kept get theirs, under today's office hours (decision 033).
  const repliesKept = await keepReplyTimes(database.db);
  if (repliesKept > 0) logger.info({ enquiries: repliesKept }, "reply times kept for earlier answers");
  // Which store uploads go to (local folder or object store), so a missed variable shows in the first lines.
  logger.info(describeMediaStorage(config), "media storage chosen");
  if (config.SEED_ON_START) {
    const result = await seedDatabase(database.db);
    logger.info(result, result.seeded ? "sample content seeded" : "sample content already present");
  }

  // ADMIN_EMAIL/ADMIN_PASSWORD create the first staff account when there is none; never a default password.
  await ensureFirstAdmin({ db: database.db, config, logger });

  // A start may follow a seed, a migration or a deploy: every server's cached pages go (docs/deploy.md).
  await bumpContentVersion(database.db);
  // Off in development, where code changes under it; PAGE_CACHE_TTL_SECONDS=0 turns it off elsewhere.
  pageCache =
    viteDevServer || config.PAGE_CACHE_TTL_SECONDS === 0
      ? null
      : await startPageCache({
          ttlSeconds: config.PAGE_CACHE_TTL_SECONDS,
          staleSeconds: config.PAGE_CACHE_STALE_SECONDS,
          maxEntries: config.PAGE_CACHE_MAX_ENTRIES,
          readVersion: () => readContentVersion(database.db),
          logger,
        });

  // Sends queued e-mail in the background; every app server runs one, and rows are claimed so none is sent twice.
  // E-mails a request left owed but unwritten are written by the loop, with the composer their row names.
  const emailDelivery = startEmailDelivery({
    db: database.db,
    config,
    logger,
    composers: { [BOOKING_EMAIL_COMPOSER]: bookingEmailComposer(config) },
  });
  // Payment checks, reconciliation, balance reminders and guest-data retention (app/features/payments).
  const paymentJobs = startPaymentJobs({ db: database.db, config, logger });

  // serving -> draining (SIGTERM: /readyz says 503, everything else is served as ever for the grace period)
  // -> closing (no new connections; in-flight requests finish, each connection closes after its answer).
  let phase: "serving" | "draining" | "closing" = "serving";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);

  const httpLog = requestLog(logger);
  app.use(httpLog);
  // First, so it has the last word on Cache-Control: a traveller's entries are never kept by any cache.
  app.use(privateUnlessShared());
  app.use(securityHeaders({ development: Boolean(viteDevServer) }));
  app.use(compression());
  // Before any route reads a body: cross-site posts (CSRF) and oversized bodies are refused here; over HTTPS
  // every cookie is Secure.
  app.use(originCheck({ siteUrl: config.SITE_URL }), bodyLimit(), secureCookiesOverHttps());

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.status(200).json({ status: "ok" });
  });
  app.get("/readyz", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    // From SIGTERM on: load balancers take this server out of rotation while it still serves.
    const readiness = await checkReadiness({
      draining: () => phase !== "serving",
      database,
      dataDir: config.DATA_DIR,
    });
    // The probe is public: the database's own words (host names, users) go to the log only.
    if (!readiness.ready && readiness.body.status !== "shutting-down") {
      req.log.warn({ err: readiness.error }, `readiness check: ${readiness.body.status.replace("-", " ")}`);
    }
    res.status(readiness.ready ? 200 : 503).json(readiness.body);
  });

  // Ahead of the static files: a cached page is answered without first looking on disk for a file of its name.
  if (pageCache) app.use(pageCache.middleware);
  if (viteDevServer) {
    app.use(viteDevServer.middlewares);
  } else {
    // This module runs from <build>/server/index.js; the browser files sit beside it in <build>/client.
    const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client");
    // Hashed file names change with their content, so they may be cached for ever.
    const assetCaching = { immutable: true, maxAge: "1y" };
    // The .br and .gz the build wrote beside an asset, to a browser that accepts them (docs/performance.md).
    app.use("/assets", precompressedAssets(path.join(clientDir, "assets"), assetCaching));
    app.use("/assets", express.static(path.join(clientDir, "assets"), { ...assetCaching, index: false }));
    app.use(express.static(clientDir, { maxAge: "7d", index: false }));
  }

  // Every route passes on the Retry-After its loader or action said (server/retry-after.ts). In production the
  // build is handed over as itself, not as a function: React Router derives its route tables (flattened,
  // ranked) once for a build object, but again on every request for a function, which cost a tenth of the
  // server's time in a burst of bookings. Vite's build changes as files do, so development keeps the function.
  const build = viteDevServer
    ? async () =>
        passRetryAfter((await viteDevServer.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild)
    : passRetryAfter((await import("virtual:react-router/server-build")) as unknown as ServerBuild);

  const handleWithRouter = createRequestHandler({
    build,
    mode: viteDevServer ? "development" : "production",
    getLoadContext: (req, res) => ({
      database,
      db: database.db,
      config,
      logger,
      log: req.log,
      requestId: String(req.id),
      clientAddress: forwardedClientAddress(req.get("x-forwarded-for"), {
        trustProxy: config.TRUST_PROXY,
        socketAddress: req.socket.remoteAddress,
      }),
      cspNonce: res.locals.cspNonce as string,
    }),
  });
  // Each request is answered in the language its address names (/de/..., English otherwise).
  app.all("/{*path}", (req, res, next) => runInRequestLocale(req.originalUrl, () => handleWithRouter(req, res, next)));
  // An error that reaches Express itself (a request the router could not even be handed) is logged by the one
  // logger, so no secret link is written (Express's own handler would print it raw to stderr), and answered
  // without its detail.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    req.log.error({ err: error }, "request failed before reaching the router");
    if (res.headersSent) return void res.destroy();
    const status = (error as { status?: unknown })?.status;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    res
      .status(clientError ? status : 500)
      .setHeader("Cache-Control", "no-store")
      .type("text/plain")
      .send(clientError ? "The request could not be understood." : "Something went wrong.");
  });

  // A page-cache hit is answered before Express runs: the middleware above would only repeat, per request,
  // headers the stored page already carries (server/cache-front.ts). Everything else goes to the app.
  const answerFromCache = pageCache
    ? cacheFront({
        pageCache,
        app,
        requestLog: httpLog,
        draining: () => phase === "closing",
      })
    : null;
  // Instant quotes, asked on every change in the booking forms, are answered at the door too (server/quote-front.ts).
  const answerQuote = quoteFront({
    db: database.db,
    app,
    requestLog: httpLog,
    logger,
    trustProxy: config.TRUST_PROXY,
  });
  // What the door cannot answer queues for a place, or is refused in words (server/admission.ts).
  const admission = createAdmission({
    lanes: {
      pages: { limit: config.REQUEST_CONCURRENCY, queue: config.REQUEST_QUEUE, waitMs: 5_000 },
      bookings: { limit: config.BOOKING_CONCURRENCY, queue: config.BOOKING_QUEUE, waitMs: 20_000 },
    },
    onRefuse: (req, lane, reason) => logger.warn({ lane, reason, method: req.method }, "overloaded: request refused"),
  });
  const server = createServer((req, res) => {
    if (phase === "closing") {
      // A request that arrived on a kept-alive connection as the listener closed: answered, and the
      // connection closed after it, so no client is left holding a socket the server is about to drop.
      res.setHeader("Connection", "close");
      res.once("finish", closeIdleSoon);
    }
    if (answerFromCache?.(req, res) || answerQuote(req, res)) return;
    admission.admit(req, res, () => app(req, res));
  });
  // Once closing has begun, connections close as soon as they are quiet: nothing under way and nothing begun
  // for QUIET_MS, so that a request already sent but not yet read is answered, not cut (quiet-connections.ts).
  const connections = trackConnections(server);
  let idleCheckQueued = false;
  function closeIdleSoon() {
    if (idleCheckQueued) return;
    idleCheckQueued = true;
    setImmediate(() => {
      idleCheckQueued = false;
      connections.closeQuiet(QUIET_MS);
    });
  }
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    // A long accept queue (Node's default is 511; the kernel caps it at net.core.somaxconn): a crowd arriving
    // at once waits there to be taken, instead of having its handshakes dropped, and then reset should the
    // server close before the client's retry is answered.
    server.listen({ port: config.PORT, host: config.HOST, backlog: ACCEPT_BACKLOG }, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const url = `http://localhost:${config.PORT}`;
  logger.info({ url }, "server listening");

  /**
   * Drains as load balancers expect: /readyz answers 503 for `graceMs` while pages are still served; then
   * everything already sent is read and answered (the listener stays open a moment longer, so requests
   * waiting in the kernel are taken rather than reset), the listener closes, requests under way finish (up
   * to SHUTDOWN_TIMEOUT_MS, when the rest are cut), idle kept-alive connections close, the background jobs
   * stop and the database closes, each within what is left of the time. A watchdog thread ends the process
   * at `graceMs` + SHUTDOWN_TIMEOUT_MS whatever happens (server/shutdown-watchdog.ts).
   */
  async function shutdown(reason = "shutdown", graceMs = config.SHUTDOWN_GRACE_MS) {
    if (phase !== "serving") return;
    phase = "draining";
    const deadline = Date.now() + graceMs + config.SHUTDOWN_TIMEOUT_MS;
    // At least a second, so that SHUTDOWN_TIMEOUT_MS=0 still lets the jobs and the database close.
    startShutdownWatchdog(Math.max(1_000, graceMs + config.SHUTDOWN_TIMEOUT_MS));
    if (graceMs > 0) {
      logger.info({ reason, graceMs }, "shutting down: not ready, still serving for the grace period");
      await new Promise((resolve) => setTimeout(resolve, graceMs));
    }
    phase = "closing";
    logger.info({ reason }, "shutting down: finishing in-flight requests");
    const forceAfter = Math.max(0, deadline - Date.now() - SHUTDOWN_RESERVE_MS);
    // Requests waiting for a place are answered now (503 in words), rather than cut when time runs out.
    admission.drain();
    const timer = setTimeout(() => {
      logger.warn("shutdown timeout reached: closing remaining connections");
      // Whatever has not begun its answer is told so in words first; then every connection goes.
      admission.refuseUnanswered();
      setTimeout(() => server.closeAllConnections(), 100);
    }, forceAfter);
    // Connections waiting in the kernel to be taken are taken first (each request is answered with
    // Connection: close): the listener stays open until QUIET_TURNS turns of the event loop in a row took no
    // new connection (each turn polls the listener; a busy loop turns slowly, so this is counted in turns,
    // not milliseconds), until LINGER_RESERVE_MS before the time is up at the latest. Then it closes.
    // Node's server.close() would also close every idle connection at once, cutting requests that have
    // arrived but are not read yet; net's close does not.
    const lingerUntil = Date.now() + Math.max(0, forceAfter - LINGER_RESERVE_MS);
    for (let quietTurns = 0; quietTurns < QUIET_TURNS && Date.now() < lingerUntil; ) {
      const openedBefore = connections.opened();
      await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setImmediate(resolve));
      quietTurns = connections.opened() === openedBefore ? quietTurns + 1 : 0;
    }
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    // Then each connection closes once it is quiet (its answers sent, nothing new begun).
    connections.closeQuiet(QUIET_MS);
    const sweep = setInterval(() => connections.closeQuiet(QUIET_MS), 250);
    await closed;
    clearTimeout(timer);
    clearInterval(sweep);
    const left = () => Math.max(0, deadline - Date.now() - 100);
    const bounded = (label: string, work: Promise<unknown> | undefined) =>
      withinMs(Promise.resolve(work), left(), label).catch((error: unknown) =>
        logger.warn({ err: error }, `shutdown: ${label} did not finish in time`),
      );
    await bounded("e-mail delivery", emailDelivery.stop());
    await bounded("payment jobs", paymentJobs.stop());
    pageCache?.stop();
    await bounded("the development server", viteDevServer?.close());
    await bounded("the database", database.close());
    logger.info("shutdown complete");
  }

  return { server, url, shutdown };
}
