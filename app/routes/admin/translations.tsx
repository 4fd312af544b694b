// /admin/translations: every translatable record (packages with their days, destinations with their parts,
// lodges, videos, and the pictures' descriptions by owner) with, per language, how many fields are missing or
// outdated; filtered by name, kind and language (a GET form, no script needed); each row opens its editor.
import { useLoaderData } from "react-router";
import { searchTerm } from "~/features/admin-tables/search-term.server";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import { translationOverview } from "~/features/translations/translation-editor.server";
import {
  CONTENT_LOCALE_LIST,
  isContentLocale,
  OVERVIEW_KINDS,
  type OverviewKind,
} from "~/features/translations/translation-form";
import { TranslationOverviewPage } from "~/features/translations/translation-overview";
import type { Route } from "./+types/translations";

export const meta: Route.MetaFunction = () => staffMeta("Translations");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const params = new URL(request.url).searchParams;
  const kindAsked = params.get("kind") ?? "";
  const langAsked = params.get("lang") ?? "";
  const kind = (OVERVIEW_KINDS as readonly string[]).includes(kindAsked) ? (kindAsked as OverviewKind) : null;
  const locale = isContentLocale(langAsked) ? langAsked : null;
  const todo = params.get("todo") === "1";
  const query = searchTerm(params.get("q"));
  const needle = query.toLocaleLowerCase("en");
  const { rows, totals } = await translationOverview(context.db);
  const needsWork = (row: (typeof rows)[number]) =>
    (locale ? [locale] : CONTENT_LOCALE_LIST).some((l) => row.counts[l].missing + row.counts[l].outdated > 0);
  return {
    rows: rows.filter(
      (row) =>
        (!kind || row.kind === kind) &&
        (!todo || needsWork(row)) &&
        (!needle || row.name.toLocaleLowerCase("en").includes(needle)),
    ),
    total: rows.length,
    totals,
    filters: { kind, locale, todo, query },
  };
}

export default function TranslationsPage() {
  return <TranslationOverviewPage {...useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
