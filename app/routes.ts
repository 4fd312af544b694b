import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  // Resource routes first, so no page route (e.g. /{destination-slug}) can ever shadow them.
  route("sitemap.xml", "routes/resources/sitemap.xml.ts"),
  route("robots.txt", "routes/resources/robots.txt.ts"),
  route("uploads/*", "routes/resources/uploads.ts"),
  route("api/auth/*", "routes/auth/api.ts"),
  route("chat/messages", "routes/resources/chat-messages.ts"),
  // Staff sign-in, and the portal behind it.
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.ts"),
  route("forgot-password", "routes/auth/forgot-password.tsx"),
  route("update-password", "routes/auth/update-password.tsx"),
  route("admin/bookings/export.csv", "routes/admin/bookings-export.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/dashboard.tsx"),
    route("admin/bookings", "routes/admin/bookings.tsx"),
    route("admin/bookings/:id", "routes/admin/booking.tsx"),
    route("admin/chat", "routes/admin/chat.tsx"),
    route("admin/rates", "routes/admin/rates.tsx"),
    route("admin/rates/seasons", "routes/admin/rates-seasons.tsx"),
    route("admin/rates/parks", "routes/admin/rates-parks.tsx"),
    route("admin/rates/exchange-rates", "routes/admin/rates-exchange-rates.tsx"),
    route("admin/rates/:packageId", "routes/admin/rates-package.tsx"),
    route("admin/:table", "routes/admin/table.tsx"),
    route("admin/*", "routes/admin/not-found.tsx"),
  ]),
  layout("routes/site/layout.tsx", [
    index("routes/site/home.tsx"),
    route("safaris", "routes/site/safaris.tsx"),
    route("safaris/:id", "routes/site/safari-detail.tsx"),
    route("packages", "routes/site/packages-redirect.ts"),
    route("booking/:packageId", "routes/site/booking.tsx"),
    route("hotels-and-lodges", "routes/site/hotels.tsx"),
    route("hotels-and-lodges/:slug", "routes/site/hotel-detail.tsx"),
    route("about", "routes/site/about.tsx"),
    route("destinations", "routes/site/destinations.tsx"),
    route("reviews", "routes/site/reviews.tsx"),
    route("contact", "routes/site/contact.tsx"),
    route("video-gallery", "routes/site/video-gallery.tsx"),
    route("chat", "routes/site/chat.tsx"),
    // Destinations live at /{slug}: after every named page, so it can never shadow one.
    route(":destinationSlug", "routes/site/destination-detail.tsx"),
    route("*", "routes/site/not-found.tsx"),
  ]),
] satisfies RouteConfig;
