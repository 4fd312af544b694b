// Streams server-rendered HTML. Crawlers and no-JS clients get the whole document before it is sent.
import { PassThrough, Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";
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
import { currentLocaleScope, pageMessagesScript } from "~/i18n/server-messages.server";
import { redactForLog } from "~/utils/secret-links";

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
  // The page's language and the texts it reads while drawn (app/i18n/server-messages.server.ts).
  const localeScope = currentLocaleScope();
  // Only what the page draws is sent: what the loaders formatted (meta, e-mails, the page's data) is not read
  // back by the browser, which hydrates from that data.
  localeScope?.formats.clear();
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
          const stream = createReadableStreamFromReadable(
            body.pipe(new ScriptsAfterFirstPaint()).pipe(new PageMessages(localeScope, nonce)),
          );
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.log.error({ err: error }, "page failed while streaming");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

// An unreachable database is noted for handleRequest (503 + Retry-After) and logged in one short line per
// request; every other error goes to the request's logger, which takes a failed query's values out of it
// (server/logger.ts): they may be session tokens, submission keys or what a traveller typed.
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const databaseUnavailable = unavailabilityCause(error);
  if (databaseUnavailable) {
    noteDatabaseUnavailable(context);
    context.log?.warn({ cause: databaseUnavailable }, "database unavailable: answering 503");
    return;
  }
  if (request.signal.aborted) return;
  const cause = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  if (context.log) context.log.error({ err: cause }, "request failed");
  // Without the server's logger (a stand-alone render): the same rule for secret links (app/utils/secret-links.ts).
  else console.error(redactForLog(cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)));
};

// JavaScript after the first paint. The page arrives complete and readable; its JavaScript (React, the router, the
// shell: about 120 kB) only makes it interactive. React Router's <Scripts> asks for all of it at once: a
// <link rel="modulepreload"> per chunk (which React hoists to the top of <head>, before the stylesheet) and an inline
// module script whose static imports start the same downloads. On a phone's slow link those compete with the
// stylesheet, the fonts and the hero picture, and the page paints later. So the links leave the <head>, and the
// inline script first waits for the first contentful paint to reach the screen (the paint timing entry; one frame
// where the browser has none), then adds the same modulepreload links and imports the same route modules (import()
// instead of import ... from), and goes on exactly as before. Hydration starts a frame and a round trip later; the
// first paint no longer waits for the code. A hidden tab paints nothing, so it loads at once there, and after 3 s
// the code loads whatever happened. Should React Router's markup ever change shape, the document is sent as React
// Router wrote it: still correct, only without this gain (written for react-router 7.18's <Scripts>).
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const ROUTE_MODULES_SCRIPT = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const STATIC_IMPORT = /^\s*import\s*(?:\*\s*as\s+([\w$]+)\s+from\s*)?("[^"\\]+")\s*;[ \t]*\n?/gm;
/** Beyond this much HTML without React Router's scripts, the document is passed on untouched. */
const MAX_BUFFERED_CHARS = 4_000_000;

/** The document with its module preloads and route imports moved after the first paint; null when it has none. */
export function deferScriptsAfterFirstPaint(html: string): string | null {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  const code = script?.[2];
  if (!script || !code?.includes("window.__reactRouterRouteModules")) return null;
  const head = html.slice(0, script.index);
  const preloads: string[] = [];
  for (const [tag] of head.matchAll(MODULE_PRELOAD)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    // Subresource integrity or a cross-origin setting would have to be carried over: leave such a page alone.
    if (!href || /\b(integrity|crossorigin)=/i.test(tag)) return null;
    preloads.push(href);
  }
  const names: string[] = [];
  const urls: string[] = [];
  const rest = code.replace(STATIC_IMPORT, (_, name: string | undefined, url: string) => {
    names.push(name ?? "");
    urls.push(url);
    return "";
  });
  if (/^\s*import\s/m.test(rest)) return null;
  const deferred = [
    "await new Promise((painted) => {",
    '  if (document.visibilityState === "hidden") return painted();',
    "  setTimeout(painted, 3000);",
    '  if (!self.PerformanceObserver?.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted));',
    "  new PerformanceObserver((entries, observer) => {",
    '    if (!entries.getEntriesByName("first-contentful-paint").length) return;',
    "    observer.disconnect();",
    "    setTimeout(painted);",
    '  }).observe({ type: "paint", buffered: true });',
    "});",
    // One link per task: starting a request costs a slow phone's main thread several milliseconds, and the
    // page's nine or so in one go made a long task.
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    "  await new Promise((next) => setTimeout(next));",
    "}",
    urls.length
      ? `const [${names.join(", ")}] = await Promise.all([${urls.map((url) => `import(${url})`).join(", ")}]);`
      : "",
    rest,
  ].join("\n");
  return `${head.replace(MODULE_PRELOAD, "")}${script[1]}${deferred}${script[3]}${html.slice(script.index + script[0].length)}`;
}

/** Holds the document back until React Router's scripts have passed (the end of the shell), then rewrites it once. */
class ScriptsAfterFirstPaint extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  private buffered: string | null = "";

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const text = typeof chunk === "string" ? chunk : this.decoder.write(chunk);
    if (this.buffered === null) return callback(null, text);
    this.buffered += text;
    const marker = this.buffered.indexOf("window.__reactRouterRouteModules");
    if (marker !== -1 && this.buffered.indexOf("</script>", marker) !== -1) this.release(true);
    else if (this.buffered.length > MAX_BUFFERED_CHARS) this.release(false);
    callback();
  }

  override _flush(callback: TransformCallback) {
    const rest = this.decoder.end();
    if (this.buffered === null) return callback(null, rest || undefined);
    this.buffered += rest;
    this.release(true);
    callback();
  }

  private release(rewrite: boolean) {
    const html = this.buffered ?? "";
    this.buffered = null;
    this.push((rewrite && deferScriptsAfterFirstPaint(html)) || html);
  }
}

/**
 * Adds the messages a page in another language read while it was drawn, and the texts any page formatted, just
 * before </body>: by then React has drawn every part, so the lists are complete, and the browser has them
 * before its first script runs.
 */
class PageMessages extends Transform {
  private readonly decoder = new StringDecoder("utf8");
  private tail = "";
  private done = false;

  constructor(
    private readonly scope: ReturnType<typeof currentLocaleScope>,
    private readonly nonce: string | undefined,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const text = this.tail + (typeof chunk === "string" ? chunk : this.decoder.write(chunk));
    if (this.done) return callback(null, text || undefined);
    const at = text.indexOf("</body>");
    if (at !== -1) {
      this.done = true;
      this.tail = "";
      return callback(null, text.slice(0, at) + pageMessagesScript(this.scope, this.nonce) + text.slice(at));
    }
    // "</body>" may be cut across two chunks: the last few characters wait for the next one.
    this.tail = text.slice(-6);
    callback(null, text.slice(0, -6) || undefined);
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.tail + this.decoder.end() || undefined);
  }
}
