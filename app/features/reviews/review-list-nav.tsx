// The Reviews page's tabs ('All Reviews', '5-Star Reviews') and page links. Both are plain links with
// query parameters (?rating=5&page=2), so each view has its own URL, is rendered by the server and works
// without script. The tabs follow the WAI-ARIA tabs pattern: once the page runs, arrow keys, Home and End
// move between them and open the chosen one.
import { clsx } from "clsx";
import { type KeyboardEvent, useRef, useSyncExternalStore } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowLeftIcon, ArrowRightIcon } from "~/components/ui/icons";
import { localHref } from "~/i18n/local-href";
import { reviewsMessages } from "~/i18n/messages/en/reviews";
import { useMessages } from "~/i18n/translate";

export type ReviewTab = "all" | "five-star";

export const REVIEWS_PANEL_ID = "reviews-panel";

/** The page's URL for a tab and page number, in the page's language. */
export function reviewsHref({ tab, page = 1 }: { tab: ReviewTab; page?: number }): string {
  const params = new URLSearchParams();
  if (tab === "five-star") params.set("rating", "5");
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return localHref(query ? `/reviews?${query}` : "/reviews");
}

export function reviewTabId(tab: ReviewTab): string {
  return `reviews-tab-${tab}`;
}

const subscribe = () => () => {};
const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );

export function ReviewTabs({ active }: { active: ReviewTab }) {
  const t = useMessages(reviewsMessages);
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const list = useRef<HTMLDivElement>(null);
  const tabs: { value: ReviewTab; label: string }[] = [
    { value: "all", label: t("reviews.tabs.all") },
    { value: "five-star", label: t("reviews.tabs.fiveStar") },
  ];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.value === active);
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    const target = next === null ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    list.current?.querySelector<HTMLElement>(`#${reviewTabId(target.value)}`)?.focus();
    if (target.value !== active) navigate(reviewsHref({ tab: target.value }), { preventScrollReset: true });
  }

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={t("reviews.tabs.label")}
      onKeyDown={onKeyDown}
      // On a narrow phone the two tabs share the width and a long label ('Opiniones de 5 estrellas') takes two
      // lines, rather than running past the window's edge.
      className="inline-flex max-w-full gap-1 rounded-full bg-sand-100 p-1 ring-1 ring-sand-200"
    >
      {tabs.map((tab) => {
        const selected = tab.value === active;
        return (
          <Link
            key={tab.value}
            id={reviewTabId(tab.value)}
            to={reviewsHref({ tab: tab.value })}
            role="tab"
            aria-selected={selected}
            aria-controls={REVIEWS_PANEL_ID}
            // Roving focus needs script; without it both tabs stay in the Tab order.
            tabIndex={hydrated && !selected ? -1 : 0}
            preventScrollReset
            className={clsx(
              "flex min-w-0 items-center justify-center rounded-full px-4 py-2.5 text-center text-sm font-semibold text-balance wrap-anywhere transition-colors sm:px-6",
              selected ? "bg-charcoal-900 text-white" : "text-charcoal-700 hover:text-charcoal-950",
            )}
          >
            {tab.label}
          </Link>
        );
      })}
    </div>
  );
}

export function ReviewPagination({ tab, page, pages }: { tab: ReviewTab; page: number; pages: number }) {
  const t = useMessages(reviewsMessages);
  if (pages <= 1) return null;
  const numbers = Array.from({ length: pages }, (_, index) => index + 1);
  const step =
    "inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label={t("reviews.pagination.label")} className="mt-12 flex flex-col items-center gap-4">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link
              to={`${reviewsHref({ tab, page: page - 1 })}#${REVIEWS_PANEL_ID}`}
              rel="prev"
              className={clsx(step, "text-charcoal-800 ring-1 ring-sand-300 hover:bg-white")}
            >
              <ArrowLeftIcon className="size-4" />
              {t("reviews.pagination.previous")}
            </Link>
          </li>
        ) : null}
        {numbers.map((number) => (
          <li key={number}>
            <Link
              to={`${reviewsHref({ tab, page: number })}#${REVIEWS_PANEL_ID}`}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("reviews.pagination.page", { page: number })}
              className={clsx(
                step,
                number === page
                  ? "bg-charcoal-900 text-white"
                  : "text-charcoal-800 ring-1 ring-sand-300 hover:bg-white",
              )}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < pages ? (
          <li>
            <Link
              to={`${reviewsHref({ tab, page: page + 1 })}#${REVIEWS_PANEL_ID}`}
              rel="next"
              className={clsx(step, "text-charcoal-800 ring-1 ring-sand-300 hover:bg-white")}
            >
              {t("reviews.pagination.next")}
              <ArrowRightIcon className="size-4" />
            </Link>
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-charcoal-500">{t("reviews.pagination.status", { page, pages })}</p>
    </nav>
  );
}
