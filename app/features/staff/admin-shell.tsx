// The staff portal's frame: sidebar with the links the role may open (the specification's among them, one
// item per screen even where the specification has two names for it), what waits on each (unread chats,
// new bookings, pending reviews, translations missing; counted again live), who is signed in and as what, their account, and Log Out.
// Below 1024 px the sidebar folds into a menu that works without JavaScript (<details>).
import { clsx } from "clsx";
import { type ReactNode, useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { BrandMark } from "~/components/brand-mark";
import { useLivePortal } from "./live-portal";
import type { PortalCounts } from "./portal-counts.server";
import { STAFF_ROLE_LABELS, type StaffPermission, staffCan } from "./staff-policy";
import type { StaffMember } from "./staff-session.server";

interface SidebarLink {
  to: string;
  label: string;
  end?: boolean;
  /** What the role needs to open it (the page refuses the rest with a 403 anyway); none: everyone. */
  permission?: StaffPermission;
  /** Other addresses of the same screen (the specification's second name for it): the item is current there too. */
  alsoAt?: string[];
  /** What waits there, counted in the navigation: which count and the word after it ("3 unread"). */
  count?: { of: keyof NavCounts; word: string };
}

/** The navigation's counts: what waits (portal-counts.server.ts) and the translations still missing. */
type NavCounts = PortalCounts & { missingTranslations: number };

// The specification's sidebar, with its own spelling of the paths (names match whatever their case), after
// the dashboard and the inbox. Packages and Safaris are one list, as are Bookings and Safari bookings: one
// item each, current at either address (both still answer).
const MAIN_LINKS: SidebarLink[] = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/inbox", label: "Inbox", permission: "inbox", count: { of: "waitingForMe", word: "waiting" } },
  {
    to: "/admin/Bookings",
    label: "Bookings",
    permission: "inbox",
    alsoAt: ["/admin/safari_bookings"],
    count: { of: "newBookings", word: "new" },
  },
  { to: "/admin/Destinations", label: "Destinations", permission: "content" },
  { to: "/admin/Hotel_reviews", label: "Hotel reviews", permission: "content" },
  { to: "/admin/Hotels_lodges", label: "Hotels & lodges", permission: "content" },
  { to: "/admin/Packages", label: "Safari packages", permission: "content", alsoAt: ["/admin/safaris"] },
  { to: "/admin/Profiles", label: "Profiles", permission: "staff" },
  {
    to: "/admin/Reviews",
    label: "Reviews",
    permission: "content",
    count: { of: "pendingReviews", word: "pending" },
  },
  {
    to: "/admin/translations",
    label: "Translations",
    permission: "content",
    count: { of: "missingTranslations", word: "missing" },
  },
];

const DAILY_LINKS: SidebarLink[] = [
  { to: "/admin/rates", label: "Rates", permission: "rates" },
  { to: "/admin/inquiries", label: "Inquiries", permission: "inbox" },
  { to: "/admin/chat", label: "Chat", permission: "inbox", count: { of: "unreadChats", word: "unread" } },
  { to: "/admin/templates", label: "Reply templates", permission: "templates" },
  { to: "/admin/reports", label: "Numbers", permission: "reports" },
  { to: "/admin/email_outbox", label: "Email outbox", permission: "audit" },
  { to: "/admin/audit_log", label: "Audit log", permission: "audit" },
];

const RUNNING_LINKS: SidebarLink[] = [
  { to: "/admin/settings", label: "Settings", permission: "settings" },
  { to: "/admin/staff", label: "Staff", permission: "staff" },
];

const linkClass = (current: boolean) =>
  clsx(
    // 40 px rows for a thumb in the phone's menu; 32 px beside the page, so every link fits 1280x900.
    "flex min-h-10 items-center justify-between gap-2 rounded-lg px-3 text-sm font-medium lg:min-h-8",
    current ? "bg-stone-900 text-white" : "text-stone-700 hover:bg-stone-200 hover:text-stone-950",
  );

function atAddress(pathname: string, address: string): boolean {
  const path = pathname.toLowerCase();
  return path === address || path.startsWith(`${address}/`);
}

function LinkList({ links, counts }: { links: SidebarLink[]; counts: NavCounts | null }) {
  const { pathname } = useLocation();
  return (
    <ul className="space-y-0.5">
      {links.map((link) => {
        const waiting = link.count && counts ? counts[link.count.of] : 0;
        return (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                linkClass(isActive || (link.alsoAt ?? []).some((address) => atAddress(pathname, address)))
              }
            >
              {link.count && waiting > 0 ? (
                <>
                  {/* Read as one phrase, "Chat, 3 unread"; the label and badge are what the eye finds. */}
                  <span className="sr-only">{`${link.label}, ${waiting} ${link.count.word}`}</span>
                  <span aria-hidden="true">{link.label}</span>
                  <span
                    aria-hidden="true"
                    data-nav-count={link.count.of}
                    className="min-w-6 rounded-full bg-amber-300 px-1.5 text-center text-xs leading-5 font-semibold text-stone-950 tabular-nums"
                  >
                    {waiting > 99 ? "99+" : waiting}
                  </span>
                </>
              ) : (
                link.label
              )}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}

function LinkGroup({ title, links, counts }: { title: string; links: SidebarLink[]; counts: NavCounts | null }) {
  if (links.length === 0) return null;
  return (
    <div>
      <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">{title}</p>
      <LinkList links={links} counts={counts} />
    </div>
  );
}

/** Only what the role may open; nothing but the account page while two-factor setup is owed. */
function SidebarNav({
  label,
  staff,
  setupOwed,
  counts,
}: {
  label: string;
  staff: StaffMember;
  setupOwed: boolean;
  counts: NavCounts | null;
}) {
  if (setupOwed) return null;
  const allowed = (links: SidebarLink[]) =>
    links.filter((link) => !link.permission || staffCan(staff.role, link.permission));
  return (
    <nav aria-label={label} className="space-y-6 lg:space-y-4">
      <LinkList links={allowed(MAIN_LINKS)} counts={counts} />
      <LinkGroup title="Messages & records" links={allowed(DAILY_LINKS)} counts={counts} />
      <LinkGroup title="Running the business" links={allowed(RUNNING_LINKS)} counts={counts} />
    </nav>
  );
}

function SignedIn({ staff }: { staff: StaffMember }) {
  const secondaryLink =
    "flex min-h-10 items-center rounded-lg px-3 text-sm text-stone-700 hover:bg-stone-200 hover:text-stone-950";
  return (
    <div className="space-y-3 border-t border-stone-200 pt-4">
      <p className="px-3 text-sm">
        <span className="block font-medium text-stone-900">{staff.name}</span>
        <span className="block text-stone-600">{STAFF_ROLE_LABELS[staff.role]}</span>
        <span className="block truncate text-stone-600">{staff.email}</span>
      </p>
      <nav aria-label="Your account">
        <NavLink to="/admin/account" className={({ isActive }) => clsx(secondaryLink, isActive && "font-semibold")}>
          Your account
        </NavLink>
        <Link to="/update-password" className={secondaryLink}>
          Change password
        </Link>
      </nav>
      <Form method="post" action="/logout">
        <button
          type="submit"
          className="flex min-h-10 w-full items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100"
        >
          Log Out
        </button>
      </Form>
    </div>
  );
}

export function AdminShell({
  staff,
  setupOwed = false,
  counts: waiting = null,
  missingTranslations = null,
  children,
}: {
  staff: StaffMember;
  /** The owner requires two-factor sign-in and this account has not set it up: only Your account opens. */
  setupOwed?: boolean;
  /** What waits on the counted links; null when it could not be counted (the links show no number). */
  counts?: PortalCounts | null;
  /** Translations missing (fields with English, summed over the languages); null: not counted. */
  missingTranslations?: number | null;
  children: ReactNode;
}) {
  // Counted again every few seconds while the page is open (live-portal.tsx), so new work shows at once.
  const live = useLivePortal(waiting, !setupOwed && waiting !== null);
  const counts: NavCounts | null = live.counts
    ? { ...live.counts, missingTranslations: missingTranslations ?? 0 }
    : null;
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // The folded menu closes when a link in it has been followed.
  useEffect(() => {
    if (menu.current && location.pathname) menu.current.open = false;
  }, [location.pathname]);

  return (
    <div className="min-h-dvh bg-stone-100 text-stone-900 lg:flex">
      <a
        href="#admin-main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white lg:hidden">
        <details ref={menu} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-3 px-4 [&::-webkit-details-marker]:hidden">
            <span className="flex items-center gap-2 font-semibold">
              <BrandMark className="size-8" />
              Staff portal
            </span>
            <span className="rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-medium group-open:bg-stone-900 group-open:text-white">
              Menu
            </span>
          </summary>
          <div className="max-h-[calc(100dvh-3.5rem)] space-y-4 overflow-y-auto border-t border-stone-200 px-3 py-4">
            <SidebarNav label="Staff portal" staff={staff} setupOwed={setupOwed} counts={counts} />
            <SignedIn staff={staff} />
          </div>
        </details>
      </header>
      <aside className="hidden w-64 shrink-0 border-r border-stone-200 bg-white lg:block">
        <div className="sticky top-0 flex max-h-dvh flex-col gap-6 overflow-y-auto px-3 py-5">
          <Link to="/admin" className="flex items-center gap-2 px-3 font-semibold">
            <BrandMark className="size-8" />
            <span className="leading-tight">
              Heartbeest Safari
              <span className="block text-xs font-normal text-stone-600">Staff portal</span>
            </span>
          </Link>
          <SidebarNav label="Staff portal" staff={staff} setupOwed={setupOwed} counts={counts} />
          <SignedIn staff={staff} />
        </div>
      </aside>
      <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8">
        {children}
      </main>
      {live.notices}
    </div>
  );
}

export function PageHeading({
  title,
  description,
  actions,
  describeOnPhone = true,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  /** False for a page whose work must start in view on a phone: the description shows from 640 px. */
  describeOnPhone?: boolean;
}) {
  return (
    <div
      className={clsx(
        "flex flex-wrap items-end justify-between gap-4",
        describeOnPhone ? "mb-6" : "mb-3 items-center sm:mb-6 sm:items-end",
      )}
    >
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-stone-950 sm:text-3xl">{title}</h1>
        {description ? (
          <p className={clsx("mt-1 max-w-2xl text-sm text-stone-600", !describeOnPhone && "hidden sm:block")}>
            {description}
          </p>
        ) : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </div>
  );
}
