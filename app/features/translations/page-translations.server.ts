// A public page's records in the page's language: the loader names the records it shows, gets their
// translations in one query (none on an English page) and lays them over the English
// (`translations.overlay(record, entity)`), and learns whether the visitor is staff, who see what is still English.
import type { AppLoadContext } from "react-router";
import { getStaffSession } from "~/features/staff/staff-session.server";
import { currentLocale } from "~/i18n/translate";
import {
  ContentTranslations,
  ENGLISH_CONTENT,
  isContentLocale,
  loadContentTranslationsFor,
  type WantedTranslations,
} from "./content-translations.server";

export type PageContext = Pick<AppLoadContext, "db" | "config" | "logger" | "log">;

/** What a public page's loader needs to show its records in the page's language. */
export interface PageTranslations {
  translations: ContentTranslations;
  /**
   * A signed-in staff member is looking at a page in another language: English fields are marked for them
   * (their pages are never cached: any cookie skips the page cache).
   */
  staffMarks: boolean;
}

/**
 * The translations of the records a page shows, in the request's language, in one query (none in English), and
 * whether the visitor is staff. If the translations cannot be read, the page still draws, in English, marked so.
 */
export async function loadPageTranslations(
  request: Request,
  context: PageContext,
  wanted: WantedTranslations,
): Promise<PageTranslations> {
  const locale = currentLocale();
  if (!isContentLocale(locale)) return { translations: ENGLISH_CONTENT, staffMarks: false };
  const [translations, staffMarks] = await Promise.all([
    loadContentTranslationsFor(context.db, locale, wanted).catch((error: unknown) => {
      context.log.warn({ err: error, locale }, "content translations could not be read: the page shows English");
      return new ContentTranslations(locale);
    }),
    isStaffVisitor(request, context),
  ]);
  return { translations, staffMarks };
}

/** Whether the request comes from a signed-in staff member (no cookie: no question asked). */
export async function isStaffVisitor(request: Request, context: PageContext): Promise<boolean> {
  if (!request.headers.get("cookie")) return false;
  try {
    return (await getStaffSession(request, context)) !== null;
  } catch {
    return false;
  }
}

/** A page in English, or one that has not read its translations (yet): nothing laid over, nothing marked. */
export const ENGLISH_PAGE: PageTranslations = { translations: ENGLISH_CONTENT, staffMarks: false };
