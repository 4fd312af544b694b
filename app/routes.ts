import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "./i18n/locales";
import { localizePath } from "./i18n/paths";

/** The public pages by their English address, each with its module. */
const SITE_PAGES: [path: string, file: string][] = [
  ["", "routes/site/home.tsx"],
  ["safaris", "routes/site/safaris.tsx"],
  ["safaris/:id", "routes/site/safari-detail.tsx"],
  ["booking/:packageId", "routes/site/booking.tsx"],
  ["hotels-and-lodges", "routes/site/hotels.tsx"],
  ["hotels-and-lodges/:slug", "routes/site/hotel-detail.tsx"],
  ["about", "routes/site/about.tsx"],
  ["destinations", "routes/site/destinations.tsx"],
  ["reviews", "routes/site/reviews.tsx"],
  ["contact", "routes/site/contact.tsx"],
  ["video-gallery", "routes/site/video-gallery.tsx"],
  ["chat", "routes/site/chat.tsx"],
  ["trip/:token", "routes/site/trip.tsx"],
  ["trip/:token/pay/mpesa", "routes/site/trip-pay-mpesa.tsx"],
  ["trip/:token/pay/mpesa/:paymentId", "routes/site/trip-pay-mpesa-status.tsx"],
  ["trip/:token/pay/card", "routes/site/trip-pay-card.tsx"],
  ["trip/:token/pay/card/return", "routes/site/trip-pay-card-return.tsx"],
  ["trip/:token/pay/card/checkout/:paymentId", "routes/site/trip-pay-card-checkout.tsx"],
  // Destinations live at /{slug}: after every named page, so it can never shadow one.
  [":destinationSlug", "routes/site/destination-detail.tsx"],
  ["*", "routes/site/not-found.tsx"],
];

function sitePages(locale: Locale) {
  if (locale === DEFAULT_LOCALE) {
    return [
      ...SITE_PAGES.map(([path, file]) => (path === "" ? index(file) : route(path, file))),
      // The old address of the safari list.
      route("packages", "routes/site/packages-redirect.ts"),
    ];
  }
  // The same modules again, each under an id of its own ("de/routes/site/home").
  return SITE_PAGES.map(([path, file]) =>
    route(localizePath(`/${path}`, locale).slice(1), file, { id: `${locale}/${file.replace(/\.tsx?$/, "")}` }),
  );
}

export default [
  // Resource routes first, so no page route (e.g. /{destination-slug}) can ever shadow them.
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("uploads/*", "routes/resources/uploads.ts"),
  route("messages/:locale/:file", "routes/resources/messages.ts"),
  route("api/auth/*", "routes/auth/api.ts"),
  route("chat/messages", "routes/resources/chat-messages.ts"),
  route("trip/:token/itinerary.pdf", "routes/resources/trip-itinerary-pdf.ts"),
  route("trip/:token/invoice.pdf", "routes/resources/trip-invoice-pdf.ts"),
  route("trip/:token/trip.ics", "routes/resources/trip-calendar.ts"),
  route("api/payments/pesapal/ipn", "routes/resources/pesapal-ipn.ts"),
  route("api/email/inbound", "routes/resources/inbound-email.ts"),
  route("api/whatsapp/webhook", "routes/resources/whatsapp-webhook.ts"),
  // M-Pesa's STK callback, at a path free of the words Daraja filters (app/features/payments/provider-callback-urls.ts);
  // the old path still answers callbacks already in flight and is never handed out.
  route("api/payments/mobile-money/callback/:secret", "routes/resources/mpesa-callback.ts"),
  route("api/payments/mpesa/callback/:secret", "routes/resources/mpesa-callback.ts", { id: "legacy-mpesa-callback" }),
  // Staff sign-in, and the portal behind it.
  route("login", "routes/auth/login.tsx"),
  route("login/two-factor", "routes/auth/login-two-factor.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("update-password", "routes/auth/update-password.tsx"),
  route("invite/:token", "routes/auth/invite.tsx"),
  route("admin/live", "routes/admin/live.ts"),
  route("admin/bookings/export.csv", "routes/admin/bookings-export.ts"),
  route("admin/inbox/export.csv", "routes/admin/inbox-export.ts"),
  route("admin/reports/:chart/export.csv", "routes/admin/reports-export.ts"),
  route("admin/bookings/:id/residency-proof/:proofId", "routes/admin/booking-residency-proof.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/inbox", "routes/admin/inbox.tsx"),
    route("admin/inbox/:id", "routes/admin/enquiry.tsx"),
    route("admin/templates", "routes/admin/templates.tsx"),
    route("admin/reports", "routes/admin/reports.tsx"),
    route("admin/settings", "routes/admin/settings.tsx"),
    route("admin/settings/business", "routes/admin/settings-business.tsx"),
    route("admin/account", "routes/admin/account.tsx"),
    route("admin/staff", "routes/admin/staff.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
    route("admin/bookings/:id", "routes/admin/booking.tsx"),
    route("admin/payments/unmatched", "routes/admin/payments-unmatched.tsx"),
    route("admin/chat", "routes/admin/chat.tsx"),
    route("admin/rates", "routes/admin/rates.tsx"),
    route("admin/rates/seasons", "routes/admin/rates-seasons.tsx"),
    route("admin/rates/parks", "routes/admin/rates-parks.tsx"),
    route("admin/rates/exchange-rates", "routes/admin/rates-exchange-rates.tsx"),
    route("admin/rates/:packageId", "routes/admin/rates-package.tsx"),
    route("admin/packages/new", "routes/admin/package-new.tsx"),
    route("admin/packages/:id", "routes/admin/package-edit.tsx"),
    route("admin/reviews/:id", "routes/admin/review.tsx"),
    route("admin/audit_log", "routes/admin/audit-log.tsx"),
    route("admin/galleries/:owner/:id", "routes/admin/galleries.tsx"),
    route("admin/translations", "routes/admin/translations.tsx"),
    route("admin/translations/:entity/:id", "routes/admin/translation-editor.tsx"),
    route("admin/:table", "routes/admin/table.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  // The public site in every language: English at the site's addresses, the others under /de, /fr, /it and /es
  // with each page's name in that language (app/i18n/paths.ts). One layout, so a page's shell is shared.
  layout("routes/site/layout.tsx", LOCALES.flatMap(sitePages)),
] satisfies RouteConfig;
