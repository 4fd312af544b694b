// Replays of templates, settings, rates, packages, galleries, translations and review moderation.
import * as galleries from "~/routes/admin/galleries";
import * as packageEdit from "~/routes/admin/package-edit";
import * as packageNew from "~/routes/admin/package-new";
import * as ratesExchange from "~/routes/admin/rates-exchange-rates";
import * as ratesPackage from "~/routes/admin/rates-package";
import * as ratesParks from "~/routes/admin/rates-parks";
import * as ratesSeasons from "~/routes/admin/rates-seasons";
import * as review from "~/routes/admin/review";
import * as settings from "~/routes/admin/settings";
import * as settingsBusiness from "~/routes/admin/settings-business";
import * as templates from "~/routes/admin/templates";
import * as translationEditor from "~/routes/admin/translation-editor";
import type { Replays } from "./replay";

const onGallery = (id: number, form: Record<string, string>) => ({
  handler: galleries.action,
  path: `/admin/galleries/safari/${id}`,
  params: { owner: "safari", id: String(id) },
  form,
  tables: ["gallery_images", "safari_packages"],
});

const onReview = (id: number, form: Record<string, string>) => ({
  handler: review.action,
  path: `/admin/reviews/${id}`,
  params: { id: String(id) },
  form,
  tables: ["reviews", "review_notes"],
});

export const contentReplays: Replays = {
  "template.save": () => ({
    handler: templates.action,
    path: "/admin/templates",
    form: { intent: "save", name: "Thanks", subject: "Thank you", body: "Thank you for writing to us." },
    tables: ["reply_templates"],
  }),
  "template.delete": (f) => ({
    handler: templates.action,
    path: "/admin/templates",
    form: { intent: "delete", id: String(f.templateId) },
    tables: ["reply_templates"],
  }),
  "settings.save": () => ({
    handler: settings.action,
    path: "/admin/settings",
    form: { intent: "save", replyTargetMinutes: "120" },
    tables: ["app_settings"],
  }),
  "settings.business": () => ({
    handler: settingsBusiness.action,
    path: "/admin/settings/business",
    form: { intent: "save", phone: "+254700000000" },
    tables: ["app_settings"],
  }),
  "rates.season.save": (f) => ({
    handler: ratesSeasons.action,
    path: "/admin/rates/seasons",
    form: { intent: "save", id: String(f.seasonId), name: "High season" },
    tables: ["seasons", "rate_versions"],
  }),
  "rates.season.delete": (f) => ({
    handler: ratesSeasons.action,
    path: "/admin/rates/seasons",
    form: { intent: "delete", id: String(f.seasonId) },
    tables: ["seasons", "rate_versions"],
  }),
  "rates.park.save": (f) => ({
    handler: ratesParks.action,
    path: "/admin/rates/parks",
    form: { intent: `park-${f.parkId}`, parkId: String(f.parkId) },
    tables: ["park_fees", "rate_versions"],
  }),
  "rates.exchange.save": () => ({
    handler: ratesExchange.action,
    path: "/admin/rates/exchange-rates",
    form: { intent: "save", KES: "130" },
    tables: ["exchange_rates", "rate_versions"],
  }),
  "rates.package.save": (f) => ({
    handler: ratesPackage.action,
    path: `/admin/rates/${f.packageId}`,
    params: { packageId: String(f.packageId) },
    form: { intent: "package" },
    tables: ["rate_versions"],
  }),
  "package.create": () => ({
    handler: packageNew.action,
    path: "/admin/packages/new",
    form: { title: "Role matrix safari" },
    tables: ["safari_packages"],
  }),
  "package.save": (f) => ({
    handler: packageEdit.action,
    path: `/admin/packages/${f.packageId}`,
    params: { id: String(f.packageId) },
    form: { intent: "save" },
    tables: ["safari_packages", "itinerary_days"],
  }),
  "package.archive": (f) => ({
    handler: packageEdit.action,
    path: `/admin/packages/${f.packageId}`,
    params: { id: String(f.packageId) },
    form: { intent: "archive" },
    tables: ["safari_packages"],
  }),
  "package.delete": (f) => ({
    handler: packageEdit.action,
    path: `/admin/packages/${f.packageId}`,
    params: { id: String(f.packageId) },
    // The package has a booking: an allowed role reaches the 409 that offers Archive instead.
    form: { intent: "delete", confirm: "delete" },
    tables: ["safari_packages", "itinerary_days", "bookings"],
  }),
  "gallery.add": (f) => onGallery(f.packageId, { intent: "add" }),
  "gallery.save": (f) => onGallery(f.packageId, { intent: "save", imageId: "1", caption: "Sunrise" }),
  "gallery.move": (f) => onGallery(f.packageId, { intent: "move", imageId: "1", direction: "up" }),
  "gallery.remove": (f) => onGallery(f.packageId, { intent: "remove", imageId: "1" }),
  "translation.save": (f) => ({
    handler: translationEditor.action,
    path: `/admin/translations/package/${f.packageId}`,
    params: { entity: "package", id: String(f.packageId) },
    form: { intent: "save:de", section: "record", title: "Rollen-Safari" },
    tables: ["content_translations"],
  }),
  "review.approve": (f) => onReview(f.reviewId, { intent: "approve" }),
  "review.hide": (f) => onReview(f.reviewId, { intent: "hide" }),
  "review.note": (f) => onReview(f.reviewId, { intent: "note", body: "Checked with the guide." }),
};
