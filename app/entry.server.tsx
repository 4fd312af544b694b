// Streams server-rendered HTML. Crawlers and no-JS clients get the whole document before it is sent.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { NonceProvider } from "~/components/nonce";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  noteDatabaseUnavailable,
  unavailabilityCause,
  wasDatabaseUnavailable,
} from "~/db/database-availability.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  // The database was unreachable (handleError below): a passing outage, not a broken page.
  if (wasDatabaseUnavailable(loadContext)) {
    responseStatusCode = 503;
    responseHeaders.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
    responseHeaders.set("Cache-Control", "no-store");
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // A finished Suspense boundary stays in place in the HTML. By default React moves one that comes after
        // 12.8 kB of markup to the end of the document, where only script reveals it: hidden without JavaScript.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

// An unreachable database is noted for handleRequest (503 + Retry-After) and logged in one short line per
// request; every other error is logged as React Router does by default.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const databaseUnavailable = unavailabilityCause(error);
  if (databaseUnavailable) {
    noteDatabaseUnavailable(context);
    context.log?.warn({ cause: databaseUnavailable }, "database unavailable: answering 503");
    return;
  }
  if (request.signal.aborted) return;
  console.error(isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error);
};
