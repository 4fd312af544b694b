// A refusal that says when to try again (429 too many, 503 a passing outage) must say it on the wire too. A
// loader or action puts Retry-After on its answer, but React Router builds the response's headers, for a page
// and for a `.data` request alike, only from the routes' `headers` exports, which keep nothing of a loader's
// or action's headers but its cookies. So every route is given one that also passes on the Retry-After its
// own loader or action said: one rule here, not a `headers` export that each route able to refuse must
// remember (and that a route with its own `headers`, such as the staff pages', would have to repeat).
import type { HeadersArgs, HeadersFunction, ServerBuild } from "react-router";

type RouteHeaders = HeadersFunction | HeadersInit | undefined;

const passing = new WeakMap<ServerBuild, ServerBuild>();

/** `build` with every route module's headers passing on its loader's or action's Retry-After. */
export function passRetryAfter(build: ServerBuild): ServerBuild {
  let wrapped = passing.get(build);
  if (!wrapped) {
    const routes: ServerBuild["routes"] = {};
    for (const [id, route] of Object.entries(build.routes)) {
      routes[id] = route && {
        ...route,
        module: { ...route.module, headers: withRetryAfter(route.module.headers as RouteHeaders) },
      };
    }
    wrapped = { ...build, routes };
    passing.set(build, wrapped);
  }
  return wrapped;
}

function withRetryAfter(own: RouteHeaders): HeadersFunction {
  return (args: HeadersArgs) => {
    // Without its own `headers`, a route answers with its parent's (React Router's rule, kept).
    const headers = new Headers(own === undefined ? args.parentHeaders : typeof own === "function" ? own(args) : own);
    const said =
      args.errorHeaders?.get("Retry-After") ??
      args.actionHeaders.get("Retry-After") ??
      args.loaderHeaders.get("Retry-After");
    if (said && !headers.has("Retry-After")) headers.set("Retry-After", said);
    return headers;
  };
}
