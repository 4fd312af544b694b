// The frame of every public page: skip link, navigation bar, the page itself and the footer. Each page enters
// with a short fade after a client-side navigation (never on the first load, never under reduced motion).
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { commonMessages } from "~/i18n/messages/en/common";
import { parseLocalizedPath } from "~/i18n/paths";
import { useMessages } from "~/i18n/translate";
import { deferred } from "./deferred";
import { LanguageSuggestion } from "./language-suggestion";
import { SiteHeader } from "./site-header";
import { VisitSourceScript } from "./visit-source";

// Below the fold on every page and made of plain links: hydrated when it comes into view.
const SiteFooter = deferred(() => import("./site-footer").then((module) => module.SiteFooter), { when: "visible" });

export function SiteChrome({ children }: { children: ReactNode }) {
  const t = useMessages(commonMessages);
  const location = useLocation();
  const navigation = useNavigation();
  const overHero = parseLocalizedPath(location.pathname).englishPath === "/";
  const loading = navigation.state === "loading" && navigation.location?.pathname !== location.pathname;

  return (
    <>
      {/* The visit's first page, as the enquiry forms report it to staff. */}
      <VisitSourceScript />
      <a href="#main-content" className="skip-link">
        {t("skipLink")}
      </a>
      <div
        aria-hidden="true"
        className={clsx(
          "pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden transition-opacity",
          loading ? "opacity-100 delay-150" : "opacity-0",
        )}
      >
        {loading ? <div className="nav-progress h-full w-full bg-ochre-400" /> : null}
      </div>
      <SiteHeader />
      <main
        id="main-content"
        tabIndex={-1}
        // Remounting per path runs the entry animation once per page; only one page is ever on screen.
        key={location.pathname}
        data-header-overlay={overHero ? "" : undefined}
        className={clsx(
          // Content sliding in from the side (reveals, the carousel) never lets a phone drag the page sideways.
          "min-h-[60svh] overflow-x-clip",
          !overHero && "pt-(--spacing-header)",
          // The first location React Router sees has the key "default": the document load, not a navigation.
          location.key !== "default" && "page-enter",
        )}
      >
        {children}
      </main>
      <SiteFooter />
      {/* Another of the site's languages, when the browser prefers it: offered, never imposed. */}
      <LanguageSuggestion />
    </>
  );
}
