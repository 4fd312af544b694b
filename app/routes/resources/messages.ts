// One namespace of the site's texts in one language, compiled as the browser formats it: fetched by a part of
// a page that was not drawn on the server (app/i18n/browser-messages.ts). The address carries the build's
// version, so a browser keeps the answer for a year and a new build asks anew.

import { isLocale } from "~/i18n/locales";
import { compiledNamespace } from "~/i18n/server-messages.server";
import type { Route } from "./+types/messages";

export function loader({ params }: Route.LoaderArgs) {
  const namespace = /^([a-z0-9-]+)\.json$/.exec(params.file)?.[1];
  const compiled = isLocale(params.locale) && namespace ? compiledNamespace(params.locale, namespace) : undefined;
  if (!compiled) {
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(JSON.stringify(compiled), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
