// Hands requests to better-auth's HTTP handler, so its own checks (rate limits, CSRF, origins) apply to
// every sign-in, sign-out and reset, whether it came from our forms or from /api/auth/*. The client's
// address travels in a header only this module sets.
import type { AppLoadContext } from "react-router";
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, getStaffAuth } from "./auth.server";

type AuthContext = Pick<AppLoadContext, "db" | "config" | "logger" | "clientAddress">;

/** Headers a browser request may pass on to better-auth; the address header is always ours. */
function forwardedHeaders(request: Request, context: AuthContext): Headers {
  const headers = new Headers();
  for (const name of [
    "cookie",
    "user-agent",
    "accept-language",
    "sec-fetch-site",
    "sec-fetch-mode",
    "sec-fetch-dest",
  ]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (context.clientAddress) headers.set(CLIENT_ADDRESS_HEADER, context.clientAddress);
  return headers;
}

export interface AuthEndpointResult<T> {
  ok: boolean;
  status: number;
  body: T | null;
  /** Set-Cookie headers to pass on to the browser. */
  cookies: string[];
  /** When a refusal (429) says the visitor may try again, in seconds. */
  retryAfterSeconds: number | null;
}

export interface AuthErrorBody {
  message?: string;
  code?: string;
}

/**
 * Calls one better-auth endpoint on behalf of a form post that has already passed our same-origin
 * check, so it carries the site's own origin.
 */
export async function callAuthEndpoint<T = unknown>(
  request: Request,
  context: AuthContext,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult<T & AuthErrorBody>> {
  const auth = await getStaffAuth(context);
  const headers = forwardedHeaders(request, context);
  headers.set("content-type", "application/json");
  headers.set("origin", new URL(context.config.SITE_URL).origin);
  const response = await auth.handler(
    new Request(`${context.config.SITE_URL}${AUTH_BASE_PATH}${path}`, {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    }),
  );
  const text = await response.text();
  let parsed: (T & AuthErrorBody) | null = null;
  try {
    parsed = text ? (JSON.parse(text) as T & AuthErrorBody) : null;
  } catch {
    parsed = null;
  }
  return {
    ok: response.ok,
    status: response.status,
    body: parsed,
    cookies: response.headers.getSetCookie(),
    retryAfterSeconds: retryAfterOf(response),
  };
}

/** The wait a 429 names when its source said none. */
const DEFAULT_RETRY_AFTER_SECONDS = 60;

/** The wait a 429 names: Retry-After from our own limits, X-Retry-After from the library's flood guard. */
function retryAfterOf(response: Response): number | null {
  if (response.status !== 429) return null;
  const said = Number(response.headers.get("retry-after") ?? response.headers.get("x-retry-after"));
  return Number.isFinite(said) && said > 0 ? Math.ceil(said) : DEFAULT_RETRY_AFTER_SECONDS;
}

/** The status and headers a page answers an authentication refusal with: every 429 says Retry-After. */
export function refusalInit(result: AuthEndpointResult<unknown>, status: number): ResponseInit {
  if (result.status !== 429) return { status };
  return { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds ?? DEFAULT_RETRY_AFTER_SECONDS) } };
}

/** /api/auth/*: the request as the browser sent it, minus any address header it tried to supply. */
export async function handleAuthApiRequest(request: Request, context: AuthContext): Promise<Response> {
  const auth = await getStaffAuth(context);
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_ADDRESS_HEADER);
  if (context.clientAddress) headers.set(CLIENT_ADDRESS_HEADER, context.clientAddress);
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers };
  if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = await request.arrayBuffer();
  }
  const response = await auth.handler(new Request(request.url, init));
  response.headers.set("Cache-Control", "no-store");
  const retryAfter = retryAfterOf(response);
  if (retryAfter !== null && !response.headers.has("retry-after")) {
    response.headers.set("Retry-After", String(retryAfter));
  }
  return response;
}

/** Copies Set-Cookie headers onto a response's headers. */
export function withCookies(cookies: string[], headers: Headers = new Headers()): Headers {
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
