// A page's search-engine and link-preview tags are built by its loader, on the server (page-meta.ts), so the
// builders, their texts and the formatting helpers never ship to the browser; `meta` only hands them over:
//
//   export async function loader({ context }: Route.LoaderArgs) {
//     return { ..., meta: pageMeta({ siteUrl: context.config.SITE_URL, path: "/about", title, description }) };
//   }
//   export const meta: Route.MetaFunction = loaderMeta;
//
// A loader that answers 404 by throwing puts them in the thrown data:
// `throw data({ title, meta: notFoundMeta(title) }, { status: 404 })`.
import { isRouteErrorResponse, type MetaDescriptor } from "react-router";
import { COMPANY } from "~/utils/constants";

type WithMeta = { meta?: MetaDescriptor[] } | null | undefined;

export function loaderMeta({ loaderData, error }: { loaderData?: unknown; error?: unknown }): MetaDescriptor[] {
  const fromLoader = (loaderData as WithMeta)?.meta;
  if (fromLoader) return fromLoader;
  const fromError = isRouteErrorResponse(error) ? (error.data as WithMeta)?.meta : undefined;
  // A loader that failed outright: the site's name in the tab, at least.
  return fromError ?? [{ title: COMPANY.name }];
}
