// Where a visitor came from, as the public forms pass it on: the other site that sent them (no query, so
// nothing private in a search or a mail link is kept) and the UTM parameters of the page they landed on.
// The page records both on the visitor's first page in sessionStorage (no cookie); the forms carry them
// in two hidden fields. Anything odd is dropped rather than refused: a traveller's form never fails on it.

import { SOURCE_FIELDS } from "~/features/forms/source-fields";

export { SOURCE_FIELDS };

const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
const MAX_LENGTH = 300;

export interface EnquirySource {
  referrer: string | null;
  landingPath: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export const NO_SOURCE: EnquirySource = {
  referrer: null,
  landingPath: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
};

function clean(value: string | null | undefined): string | null {
  if (!value) return null;
  // Control characters never belong in a label staff read; an over-long one is cut, not refused.
  const text = Array.from(value)
    .filter((character) => {
      const code = character.charCodeAt(0);
      return code >= 0x20 && code !== 0x7f;
    })
    .join("")
    .trim();
  return text ? text.slice(0, MAX_LENGTH) : null;
}

/** An http(s) address of another site as origin + path, or null. */
function referrerOf(value: string | null, siteOrigin: string | null): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  // A visitor arriving from our own pages came from nowhere new.
  if (siteOrigin && url.origin === siteOrigin) return null;
  return clean(`${url.origin}${url.pathname === "/" ? "" : url.pathname}`);
}

/** Reads the two hidden fields of a public form. */
export function readEnquirySource(formData: FormData, siteUrl?: string): EnquirySource {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : null;
  };
  let siteOrigin: string | null = null;
  try {
    siteOrigin = siteUrl ? new URL(siteUrl).origin : null;
  } catch {
    siteOrigin = null;
  }
  const source: EnquirySource = { ...NO_SOURCE, referrer: referrerOf(text(SOURCE_FIELDS.referrer), siteOrigin) };

  const landing = text(SOURCE_FIELDS.landing);
  if (landing?.startsWith("/") && !landing.startsWith("//")) {
    let url: URL | null = null;
    try {
      url = new URL(landing, "http://landing.invalid");
    } catch {
      url = null;
    }
    if (url) {
      source.landingPath = clean(url.pathname);
      const [utmSource, utmMedium, utmCampaign, utmTerm, utmContent] = UTM_KEYS.map((key) =>
        clean(url.searchParams.get(key)),
      );
      Object.assign(source, { utmSource, utmMedium, utmCampaign, utmTerm, utmContent });
    }
  }
  return source;
}

/** A short label for lists: the campaign's source, else the referring site's host, else 'Direct'. */
export function sourceLabel(source: Pick<EnquirySource, "referrer" | "utmSource" | "utmMedium">): string {
  if (source.utmSource) return source.utmMedium ? `${source.utmSource} / ${source.utmMedium}` : source.utmSource;
  if (source.referrer) {
    try {
      return new URL(source.referrer).host.replace(/^www\./, "");
    } catch {
      return source.referrer;
    }
  }
  return "Direct";
}
