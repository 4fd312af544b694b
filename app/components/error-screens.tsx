// The not-found and fatal-error screens as the error boundaries show them. Few visits ever see one, so their
// code is not part of every page's first download: a server-rendered error page arrives complete and
// hydrates once the page is idle; after a client-side navigation the screen appears when its code has loaded.
import { deferred } from "./deferred";

export const NotFoundPage = deferred(() => import("./not-found-page").then((module) => module.NotFoundPage));
export const FatalError = deferred(() => import("./fatal-error").then((module) => module.FatalError));
