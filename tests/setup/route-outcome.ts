// What a route's loader or action answered, however it answered: a thrown or returned Response (a redirect,
// a 404), `data(body, init)` (a refusal with its status and headers), or a plain value (200). Route tests
// call the real loader or action and read the answer through this, as the browser would see it.

export interface RouteOutcome<Body = unknown> {
  status: number;
  location: string | null;
  headers: Headers;
  /** The data of `data(...)` or of a plain return; null for a Response. */
  body: Body | null;
}

export function routeOutcome<Body = unknown>(result: unknown): RouteOutcome<Body> {
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), headers: result.headers, body: null };
  }
  const wrapped = result as { type?: string; data: unknown; init: ResponseInit | null } | null;
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      headers: new Headers(wrapped.init?.headers),
      body: wrapped.data as Body,
    };
  }
  return { status: 200, location: null, headers: new Headers(), body: result as Body };
}

/** Runs a loader or action; whatever it throws (a Response, data(...)) is read like what it returns. */
export async function runRoute<Body = unknown>(call: () => unknown): Promise<RouteOutcome<Body>> {
  try {
    return routeOutcome<Body>(await call());
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return routeOutcome<Body>(thrown);
  }
}
