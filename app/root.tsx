import frauncesLatin from "@subset-fonts/fraunces-latin-wght-400-600-normal.woff2?url";
import interLatin from "@subset-fonts/inter-latin-wght-400-600-normal.woff2?url";
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import { deferredComponentsLoaded } from "~/components/deferred";
import { FatalError, NotFoundPage } from "~/components/error-screens";
import { useNonce } from "~/components/nonce";
import { notFoundDetails } from "~/components/not-found-details";
import { pageMeta } from "~/components/page-meta";
import { SiteChrome } from "~/components/site-chrome";
import { readToast } from "~/components/ui/toast.server";
import { ToastHost } from "~/components/ui/toast-host";
import { loaderMeta } from "~/features/seo/loader-meta";
import { localeOfPath } from "~/i18n/paths";
import type { Route } from "./+types/root";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Every page's first screen uses both faces (Fraunces for the hero's title, Inter for the rest), Latin only, at
  // weights 400-600: the files cut to that range (scripts/vite/subset-fonts.ts). Fetched with the stylesheet rather
  // than after it, and the stylesheet's own @font-face rules point at the same files, so each is downloaded once.
  { rel: "preload", href: frauncesLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

// The site's default tags, for a page without its own; built here so their texts stay on the server.
export const meta: Route.MetaFunction = loaderMeta;

// A one-time toast left by the previous response (post/redirect/get) is read here, cleared, and shown once.
export async function loader({ request }: Route.LoaderArgs) {
  const [{ toast, headers }] = await Promise.all([readToast(request), deferredComponentsLoaded()]);
  return data({ toast, meta: pageMeta() }, headers ? { headers } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  // The address alone decides the page's language (app/i18n/paths.ts).
  const locale = localeOfPath(useLocation().pathname);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f0" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Outlet />
      <ToastHost flash={loaderData.toast} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <SiteChrome>
        <NotFoundPage details={notFoundDetails(error.data)} />
      </SiteChrome>
    );
  }
  return <FatalError error={error} />;
}
