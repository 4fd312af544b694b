import { describe, expect, it } from "vitest";
import { buildRobotsTxt } from "./robots";

describe("buildRobotsTxt", () => {
  const text = buildRobotsTxt("https://www.heartbeest-safari.example");
  const lines = text.split("\n");

  it("allows the site and names the sitemap with an absolute URL", () => {
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Sitemap: https://www.heartbeest-safari.example/sitemap.xml");
  });

  it.each(["/admin", "/login", "/forgot-password", "/update-password", "/booking/", "/chat", "/trip/"])(
    "disallows %s",
    (path) => {
      expect(lines).toContain(`Disallow: ${path}`);
    },
  );

  it.each([
    "/de/buchung/",
    "/de/chat",
    "/de/reise/",
    "/fr/reservation/",
    "/fr/chat",
    "/fr/voyage/",
    "/it/prenotazione/",
    "/it/chat",
    "/it/viaggio/",
    "/es/reserva/",
    "/es/chat",
    "/es/viaje/",
  ])("disallows %s, the booking, chat and trip pages in another language", (path) => {
    expect(lines).toContain(`Disallow: ${path}`);
  });

  it("keeps every public page crawlable", () => {
    const disallowed = lines.filter((line) => line.startsWith("Disallow:")).map((line) => line.slice(10));
    for (const page of [
      "/safaris/1",
      "/maasai-mara",
      "/hotels-and-lodges/x",
      "/reviews",
      "/destinations",
      "/de",
      "/de/reiseziele",
      "/de/maasai-mara",
      "/fr/avis",
      "/it/safari/1",
      "/es/destinos",
      "/es/alojamientos/x",
    ]) {
      expect(
        disallowed.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(false);
    }
  });
});
