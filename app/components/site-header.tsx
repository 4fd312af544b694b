// The top navigation bar. Transparent with white text over the home page's hero until the page scrolls past
// 20 px, then translucent sand with a shadow. Below 768 px the links fold into a menu: a native popover, so it
// opens before the page's script has loaded, and closes on Escape, on a click outside and on navigation. From
// 768 to 1023 px the bar has two rows (the name, Contact and chat above; the pages below), so nothing is cramped.
// 'Chat with us' (/chat) is on every page: in the menu with its words, in the bar as a labelled icon.

import { clsx } from "clsx";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { localHref } from "~/i18n/local-href";
import { commonMessages } from "~/i18n/messages/en/common";
import { parseLocalizedPath } from "~/i18n/paths";
import { useMessages } from "~/i18n/translate";
import { LAYOUT } from "~/utils/constants";
import { BrandMark } from "./brand-mark";
import { LanguageSwitcher } from "./language-switcher";
import { isActivePath, NAV_LINKS } from "./nav-links";
import { ChatIcon, CloseIcon, MenuIcon } from "./ui/icons";

const MENU_ID = "site-menu";

function supportsPopover(): boolean {
  return typeof HTMLElement !== "undefined" && "popover" in HTMLElement.prototype;
}

export function SiteHeader() {
  const t = useMessages(commonMessages);
  const { pathname } = useLocation();
  const overHero = parseLocalizedPath(pathname).englishPath === "/";
  // Whether script has taken over, kept in a ref rather than state: a state change would render the whole
  // header (its links and the language switcher) a second time straight after hydration, a few milliseconds of
  // main thread on every page for one class. The effect moves the class itself; renders after it read the ref.
  const hydrated = useRef(false);
  const headerRef = useRef<HTMLElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    hydrated.current = true;
    headerRef.current?.classList.replace("absolute", "fixed");
    const update = () => setScrolled(window.scrollY > LAYOUT.navScrollThresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  // The popover opens and closes natively; mirror its state for aria-expanded and the header's colours.
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || !supportsPopover()) return;
    const onToggle = (event: Event) => setMenuOpen((event as ToggleEvent).newState === "open");
    menu.addEventListener("toggle", onToggle);
    setMenuOpen(menu.matches(":popover-open"));
    return () => menu.removeEventListener("toggle", onToggle);
  }, []);

  const closeMenu = useCallback(() => {
    const menu = menuRef.current;
    if (menu && supportsPopover() && menu.matches(":popover-open")) menu.hidePopover();
    setMenuOpen(false);
  }, []);

  // Close on every route change.
  const lastPathname = useRef(pathname);
  useEffect(() => {
    if (lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    closeMenu();
  }, [pathname, closeMenu]);

  // Close when the window widens into the inline layout.
  useEffect(() => {
    const wide = window.matchMedia(`(min-width: ${LAYOUT.mobileBreakpointPx}px)`);
    const onChange = () => {
      if (wide.matches) closeMenu();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [closeMenu]);

  // Escape and clicks outside. Native popovers already do both; this covers browsers without them.
  useEffect(() => {
    if (!menuOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      closeMenu();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      closeMenu();
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [menuOpen, closeMenu]);

  const look = overHero && !scrolled && !menuOpen ? "clear" : scrolled ? "scrolled" : "solid";

  return (
    <header
      ref={headerRef}
      data-look={look}
      // Before hydration nothing tracks scrolling, so the see-through header must not follow the reader down.
      className={clsx("site-header", overHero && !hydrated.current ? "absolute" : "fixed")}
    >
      <nav aria-label={t("nav.label")} className="site-nav container-page">
        <Link to={localHref("/")} prefetch="intent" className="site-brand">
          <BrandMark className="size-9 shrink-0" />
          <span>{t("meta.siteName")}</span>
        </Link>

        <button
          ref={buttonRef}
          type="button"
          popoverTarget={MENU_ID}
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          onClick={() => {
            if (!supportsPopover()) setMenuOpen((open) => !open);
          }}
          className="menu-button"
        >
          {menuOpen ? <CloseIcon className="size-5" /> : <MenuIcon className="size-5" />}
          {t("nav.menu")}
        </button>

        <ul
          ref={menuRef}
          id={MENU_ID}
          popover="auto"
          data-open={menuOpen && !supportsPopover() ? "" : undefined}
          className="site-menu md:gap-0.5 lg:gap-1"
        >
          {NAV_LINKS.map((link) => (
            <li
              key={link.href}
              className={clsx(
                "border-b border-sand-200 md:border-0",
                link.href === "/contact" ? "nav-item-aside" : "nav-item-page",
              )}
            >
              <Link
                to={localHref(link.href)}
                prefetch="intent"
                aria-current={isActivePath(pathname, link.href) ? "page" : undefined}
                onClick={closeMenu}
                className={link.href === "/contact" ? "nav-link nav-link-cta" : "nav-link"}
              >
                {t(link.label)}
              </Link>
            </li>
          ))}
          <li className="nav-item-aside">
            <Link
              to={localHref("/chat")}
              prefetch="intent"
              title={t("nav.chat")}
              aria-current={isActivePath(pathname, "/chat") ? "page" : undefined}
              onClick={closeMenu}
              className="nav-link nav-link-chat"
            >
              <ChatIcon className="size-5 shrink-0" />
              <span className="md:sr-only">{t("nav.chat")}</span>
            </Link>
          </li>
          <li className="nav-item-aside">
            <LanguageSwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
}
