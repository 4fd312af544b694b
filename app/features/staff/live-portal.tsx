// New work shows in the portal without a reload: every few seconds (while the tab is in view) the page asks
// /admin/live for the navigation's counts; the tab's title counts the enquiries waiting for the viewer; the
// inbox list reloads when an enquiry arrives or changes (or, while staff are choosing rows or typing, offers
// to); and an enquiry newly given to the viewer is announced with a link to it.
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useRevalidator } from "react-router";
import type { LiveAnswer, OwnedEnquiry, PortalCounts } from "./portal-counts.server";

/** How often the portal asks. A new enquiry shows within this long; each ask is one small statement. */
export const LIVE_POLL_MS = 10_000;
const INBOX_PATH = "/admin/inbox";

/** True while staff are in the middle of something a reload could disturb: typing, or rows chosen. */
function busyOnPage(): boolean {
  const main = document.getElementById("admin-main");
  if (!main) return false;
  const active = document.activeElement;
  if (active && main.contains(active) && active.matches("input:not([type=checkbox]), textarea, select")) return true;
  return main.querySelector("input[type=checkbox]:checked") !== null;
}

/** "(3) Inbox | Heartbeest Safari staff": the count first, so it shows in a narrow tab. */
function titled(title: string, waiting: number): string {
  const bare = title.replace(/^\(\d+\+?\) /, "");
  return waiting > 0 ? `(${waiting > 99 ? "99+" : waiting}) ${bare}` : bare;
}

export function useLivePortal(initial: PortalCounts | null, enabled: boolean) {
  const [counts, setCounts] = useState(initial);
  const [newlyMine, setNewlyMine] = useState<OwnedEnquiry[]>([]);
  const [inboxChanged, setInboxChanged] = useState(false);
  const location = useLocation();
  const revalidator = useRevalidator();
  const seen = useRef<{ marker: string; owned: Set<number> } | null>(null);
  const path = useRef(location.pathname);
  path.current = location.pathname;
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;

  // A navigation brings fresh counts from the layout's loader.
  useEffect(() => setCounts(initial), [initial]);

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    async function ask() {
      clearTimeout(timer);
      try {
        const response = await fetch("/admin/live", { headers: { Accept: "application/json" }, cache: "no-store" });
        const answer = (await response.json()) as LiveAnswer;
        if (stopped || !answer.signedIn) return;
        setCounts(answer.counts);
        const before = seen.current;
        seen.current = { marker: answer.inboxMarker, owned: new Set(answer.owned.map((row) => row.id)) };
        if (!before) return;
        const given = answer.owned.filter((row) => !before.owned.has(row.id));
        if (given.length > 0) {
          setNewlyMine((shown) =>
            [...given, ...shown.filter((row) => !given.some((g) => g.id === row.id))].slice(0, 3),
          );
        }
        if (answer.inboxMarker !== before.marker && path.current === INBOX_PATH) {
          if (busyOnPage()) setInboxChanged(true);
          else void revalidate.current();
        }
      } catch {
        // Offline or the server restarting: the counts stay as they were, and the next ask tries again.
      } finally {
        if (!stopped && document.visibilityState === "visible") timer = setTimeout(ask, LIVE_POLL_MS);
      }
    }
    const onVisible = () => {
      if (document.visibilityState === "visible") void ask();
      else clearTimeout(timer);
    };
    void ask();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [enabled]);

  // Leaving the inbox (or reloading it) settles the offer to reload it.
  useEffect(() => {
    if (location.pathname !== INBOX_PATH || revalidator.state === "loading") setInboxChanged(false);
  }, [location.pathname, revalidator.state]);

  const waiting = counts?.waitingForMe ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is set again after each navigation's own.
  useEffect(() => {
    document.title = titled(document.title, waiting);
  }, [waiting, location.key]);

  return {
    counts,
    notices: (
      <LiveNotices
        newlyMine={newlyMine}
        onDismiss={(id) => setNewlyMine((shown) => shown.filter((row) => row.id !== id))}
        inboxChanged={inboxChanged && location.pathname === INBOX_PATH}
        onShowInbox={() => {
          setInboxChanged(false);
          void revalidator.revalidate();
        }}
      />
    ),
  };
}

function LiveNotices({
  newlyMine,
  onDismiss,
  inboxChanged,
  onShowInbox,
}: {
  newlyMine: OwnedEnquiry[];
  onDismiss: (id: number) => void;
  inboxChanged: boolean;
  onShowInbox: () => void;
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed right-3 bottom-3 left-3 z-40 flex flex-col items-end gap-2 sm:left-auto sm:w-96"
    >
      {newlyMine.map((row) => (
        <div
          key={row.id}
          data-testid="newly-mine"
          className="pointer-events-auto flex w-full items-start gap-3 rounded-lg border border-sky-300 bg-sky-50 p-3 text-sm text-sky-950 shadow-md"
        >
          <p className="min-w-0 flex-1">
            <Link to={`/admin/inbox/${row.id}`} className="font-semibold underline" onClick={() => onDismiss(row.id)}>
              {row.name}
            </Link>
            ’s enquiry is now yours.
          </p>
          <button
            type="button"
            onClick={() => onDismiss(row.id)}
            className="rounded px-2 py-0.5 font-semibold hover:bg-sky-100"
            aria-label={`Dismiss the notice about ${row.name}`}
          >
            ×
          </button>
        </div>
      ))}
      {inboxChanged ? (
        <div className="pointer-events-auto flex w-full items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 shadow-md">
          <p className="min-w-0 flex-1">Enquiries have arrived or changed since this list was loaded.</p>
          <button
            type="button"
            onClick={onShowInbox}
            className="rounded-lg border border-amber-400 bg-white px-3 py-1.5 font-semibold hover:bg-amber-100"
          >
            Show them
          </button>
        </div>
      ) : null}
    </div>
  );
}
