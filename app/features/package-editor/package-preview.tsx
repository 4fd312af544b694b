// The editor's preview: the package drawn with the public pages' own parts (the safari list's card, the
// detail page's overview, lists and itinerary) from the values it is given, saved or not. Prices come from
// the saved rates, as on the site.
import { Badge } from "~/components/ui/badge";
import { CheckCircleIcon, CloseIcon } from "~/components/ui/icons";
import type { FromPrices } from "~/features/quotes/rate-book.server";
import { ItineraryList } from "~/features/safaris/itinerary-list";
import { SafariCard } from "~/features/safaris/safari-card";
import { descriptionParagraphs, fromPriceText, residentsFromText } from "~/features/safaris/safari-facts";
import { durationLabel } from "~/utils/format";
import { NOT_SPECIFIED, type PackageDraft } from "./package-draft";
import type { Choice } from "./package-editor-types";

export interface PackagePreviewProps {
  draft: PackageDraft;
  /** Null before the package is first saved: no card then, as it has no page to link to. */
  id: number | null;
  imageUrl: string | null;
  fromPrices: FromPrices | null;
  parks: readonly Choice[];
}

function lines(items: readonly string[]): string[] {
  return items.map((item) => item.trim()).filter(Boolean);
}

export function PackagePreview({ draft, id, imageUrl, fromPrices, parks }: PackagePreviewProps) {
  const parkNames = new Map(parks.map((park) => [String(park.id), park.name]));
  const title = draft.title.trim() || "(No title yet)";
  const duration = /^\d{1,2}$/.test(draft.durationDays.trim()) ? Number(draft.durationDays) : null;
  const description = draft.description.trim();
  const paragraphs = descriptionParagraphs(description);
  const highlights = lines(draft.highlights);
  const included = lines(draft.included);
  const excluded = lines(draft.excluded);
  const days = draft.days.map((day, index) => ({
    id: index + 1,
    dayNumber: index + 1,
    title: day.title.trim() || "(No title yet)",
    description: day.description.trim(),
    accommodation: day.accommodation.trim() || NOT_SPECIFIED,
    meals: day.meals.trim() || NOT_SPECIFIED,
    // Named but not linked: the preview stays on this page.
    park: parkNames.has(day.parkId) ? { name: parkNames.get(day.parkId) ?? "", destinationSlug: null } : null,
    hotel: null,
  }));
  const residents = residentsFromText(fromPrices?.resident);

  return (
    <div className="grid gap-8 rounded-xl bg-sand-50 p-4 text-charcoal-900 sm:p-6 xl:grid-cols-[18rem_minmax(0,1fr)]">
      {id !== null ? (
        <div className="max-w-sm self-start">
          <p className="mb-2 text-xs font-semibold tracking-wide text-charcoal-600 uppercase">On the safari list</p>
          <SafariCard
            safari={{ id, title, description, durationDays: duration ?? 0, fromPrices, imageUrl }}
            headingLevel={3}
          />
        </div>
      ) : null}
      <div className="min-w-0 space-y-6">
        <p className="text-xs font-semibold tracking-wide text-charcoal-600 uppercase">On its page</p>
        <div className="space-y-2">
          {draft.location.trim() ? <p className="eyebrow text-ochre-700">{draft.location.trim()}</p> : null}
          <h3 className="font-display text-display-sm">{title}</h3>
          {duration ? <Badge className="px-3 py-1">{durationLabel(duration)}</Badge> : null}
        </div>
        <div className="max-w-prose space-y-3 text-charcoal-700">
          {paragraphs.length > 0 ? (
            paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <p className="italic">No description yet.</p>
          )}
        </div>
        <p>
          <span className="font-display text-lg">{fromPriceText(fromPrices?.nonResident)}</span>
          {residents ? <span className="block text-sm text-charcoal-600">{residents}</span> : null}
        </p>
        {highlights.length > 0 ? (
          <div>
            <h3 className="font-display text-lg">Highlights</h3>
            <ul className="mt-2 grid gap-2 sm:grid-cols-2">
              {highlights.map((item, index) => (
                <li key={`${index}-${item}`} className="flex gap-2 text-sm">
                  <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-acacia-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {included.length > 0 || excluded.length > 0 ? (
          <div className="grid gap-6 sm:grid-cols-2">
            {included.length > 0 ? (
              <div>
                <h3 className="font-display text-lg">Included</h3>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {included.map((item, index) => (
                    <li key={`${index}-${item}`} className="flex gap-2">
                      <CheckCircleIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-acacia-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            {excluded.length > 0 ? (
              <div>
                <h3 className="font-display text-lg">Not included</h3>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {excluded.map((item, index) => (
                    <li key={`${index}-${item}`} className="flex gap-2">
                      <CloseIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-clay-600" />
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
        <div>
          <h3 className="mb-4 font-display text-lg">Itinerary</h3>
          {days.length > 0 ? <ItineraryList days={days} /> : <p className="italic">No days yet.</p>}
        </div>
      </div>
    </div>
  );
}
