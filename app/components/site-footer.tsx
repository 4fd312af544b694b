// The site footer: who we are, quick links, popular destinations, how to reach us, social profiles, copyright.
// How to reach us and the social profiles are the operator's own (set at /admin/settings/business).
import { Link } from "react-router";
import { useOperatorFacts } from "~/components/use-operator-facts";
import { localHref } from "~/i18n/local-href";
import { commonMessages } from "~/i18n/messages/en/common";
import { footerMessages } from "~/i18n/messages/en/footer";
import { useMessages } from "~/i18n/translate";
import { COMPANY } from "~/utils/constants";
import type { SocialNetwork } from "~/utils/public-operator-facts";
import { BrandMark } from "./brand-mark";
import { EmailAddress } from "./email-address";
import { GlobeIcon, LanguageLinks } from "./language-switcher";
import { ChatIcon, MailIcon, MapPinIcon, PhoneIcon } from "./ui/icons";

type MessageId = keyof typeof footerMessages;

const QUICK_LINKS: { href: string; label: MessageId }[] = [
  { href: "/safaris", label: "footer.link.safaris" },
  { href: "/video-gallery", label: "footer.link.videos" },
  { href: "/about", label: "footer.link.about" },
  { href: "/contact", label: "footer.link.contact" },
  // No link to the staff portal: travellers have no use for it, and staff sign in at /login (decision 032).
];

const DESTINATION_LINKS: { href: string; label: MessageId }[] = [
  { href: "/maasai-mara", label: "footer.destination.maasaiMara" },
  { href: "/amboseli", label: "footer.destination.amboseli" },
  { href: "/samburu", label: "footer.destination.samburu" },
  { href: "/ngorongoro", label: "footer.destination.ngorongoro" },
  { href: "/serengeti", label: "footer.destination.serengeti" },
];

const SOCIAL_LABELS: Record<SocialNetwork, MessageId> = {
  facebook: "footer.social.facebook",
  instagram: "footer.social.instagram",
  youtube: "footer.social.youtube",
  tripadvisor: "footer.social.tripadvisor",
};

export function SiteFooter() {
  const t = useMessages(footerMessages);
  const common = useMessages(commonMessages);
  const year = new Date().getFullYear();
  const operator = useOperatorFacts();

  return (
    <footer className="site-footer">
      <div className="site-footer-grid container-page">
        <div className="flex flex-col gap-6">
          <Link to={localHref("/")} className="site-footer-brand">
            <BrandMark className="size-11" />
            {common("meta.siteName")}
          </Link>
          <p className="max-w-sm text-charcoal-200">{t("footer.blurb", { year: COMPANY.foundedYear })}</p>
          {operator.social.length > 0 ? (
            <div>
              <h2 className="footer-heading">{t("footer.social")}</h2>
              <ul className="flex gap-3">
                {operator.social.map((social) => (
                  <li key={social.network}>
                    <a
                      href={social.url}
                      rel="noopener"
                      aria-label={t(SOCIAL_LABELS[social.network])}
                      className="social-link"
                    >
                      <SocialIcon network={social.network} />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <FooterLinks id="footer-quick-links" title={t("footer.quickLinks")} links={QUICK_LINKS} />
        <FooterLinks id="footer-destinations" title={t("footer.destinations")} links={DESTINATION_LINKS} />

        <div>
          <h2 className="footer-heading">{t("footer.contact")}</h2>
          <ul className="site-footer-contact">
            {operator.address.length > 0 ? (
              <li>
                <MapPinIcon />
                <address>
                  <span className="sr-only">{t("footer.address")}: </span>
                  {operator.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </li>
            ) : null}
            {operator.phone && operator.phoneHref ? (
              <li>
                <PhoneIcon />
                <span>
                  <span className="sr-only">{t("footer.phone")}: </span>
                  <a href={operator.phoneHref}>{operator.phone}</a>
                </span>
              </li>
            ) : null}
            {operator.email ? (
              <li>
                <MailIcon />
                <span className="min-w-0">
                  <span className="sr-only">{t("footer.email")}: </span>
                  <a href={`mailto:${operator.email}`}>
                    <EmailAddress address={operator.email} />
                  </a>
                </span>
              </li>
            ) : null}
            <li>
              <ChatIcon />
              <span className="flex flex-wrap gap-x-3">
                <Link to={localHref("/chat")}>{t("footer.chat")}</Link>
                {operator.email ? null : <Link to={localHref("/contact")}>{t("footer.write")}</Link>}
              </span>
            </li>
          </ul>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-8 gap-y-3 py-6">
          <p className="text-sm text-charcoal-300" suppressHydrationWarning>
            {t("footer.copyright", { year })}
          </p>
          <nav aria-label={common("nav.language")} className="language-footer">
            <GlobeIcon className="size-4 shrink-0 text-ochre-300" />
            <LanguageLinks />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, title, links }: { id: string; title: string; links: { href: string; label: MessageId }[] }) {
  const t = useMessages(footerMessages);
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-heading">
        {title}
      </h2>
      <ul className="flex flex-col gap-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={localHref(link.href)} className="footer-link">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
// Brand marks drawn in the same 24 px stroke style as the interface icons.
function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-5"
    >
      {network === "facebook" ? <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" /> : null}
      {network === "instagram" ? (
        <>
          <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
          <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
          <path d="M17.5 6.5h.01" />
        </>
      ) : null}
      {network === "tripadvisor" ? (
        <>
          <circle cx="7" cy="13" r="3.5" />
          <circle cx="17" cy="13" r="3.5" />
          <path d="M3.5 9.5 2 8h5a12 12 0 0 1 10 0h5l-1.5 1.5M12 13a5 5 0 0 0-1.5-3.5M12 13a5 5 0 0 1 1.5-3.5" />
        </>
      ) : null}
      {network === "youtube" ? (
        <>
          <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
          <path d="m10 15 5-3-5-3z" />
        </>
      ) : null}
    </svg>
  );
}
