// Every route the app issues with a secret in it is redacted wherever staff read it: the list is taken from
// the route table itself, so a new route with a token cannot be added without this failing until it is covered.
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { escapeHtml } from "~/services/email/email-content";
import {
  HIDDEN_SECRET,
  loggedPath,
  PUBLIC_ROUTE_PARAMETERS,
  redactForLog,
  redactSecretLinks,
  redactSecretsIn,
  SECRET_LINKS,
  SECRET_ROUTE_PARAMETERS,
  secretsIn,
} from "./secret-links";

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function routePaths(entries: readonly RouteEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}${parent ? "/" : ""}${entry.path}` : parent;
    return [...(entry.path ? [path] : []), ...routePaths(entry.children ?? [], path)];
  });
}

/** A parameter whose name says it carries a secret (or that secret-links.ts declares one). */
const SECRET_PARAM = /^:(token|secret|key|signature|code)$/i;
const isSecretParameter = (segment: string) => SECRET_PARAM.test(segment) || SECRET_ROUTE_PARAMETERS.includes(segment);

const allRoutes = routePaths(routes as RouteEntry[]);
const secretRoutes = allRoutes.filter((path) => path.split("/").some(isSecretParameter));

function sampleToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The route as a link with a fresh secret in each secret parameter (and a number in any other). */
function issue(path: string): { url: string; secrets: string[] } {
  const secrets: string[] = [];
  const filled = path
    .split("/")
    .map((segment) => {
      if (isSecretParameter(segment)) {
        const secret = sampleToken();
        secrets.push(secret);
        return secret;
      }
      return segment.startsWith(":") ? "7" : segment;
    })
    .join("/");
  return { url: `https://heartbeest.example/${filled}`, secrets };
}

describe("secret links", () => {
  it("finds the routes that carry a secret in the route table (every language's trip pages among them)", () => {
    expect(secretRoutes).toContain("trip/:token");
    expect(secretRoutes).toContain("de/reise/:token");
    expect(secretRoutes).toContain("es/viaje/:token/pay/card/return");
    expect(secretRoutes).toContain("invite/:token");
    expect(secretRoutes).toContain("api/payments/mpesa/callback/:secret");
    expect(secretRoutes.length).toBeGreaterThan(20);
  });

  it("has every parameter of every route declared either secret or public", () => {
    const parameters = new Set(
      allRoutes.flatMap((path) => path.split("/").filter((segment) => segment.startsWith(":") || segment === "*")),
    );
    expect(parameters.size).toBeGreaterThan(10);
    for (const parameter of parameters) {
      const secret = isSecretParameter(parameter);
      const public_ = PUBLIC_ROUTE_PARAMETERS.includes(parameter);
      expect(secret !== public_, `${parameter}: declare it in secret-links.ts, secret or public`).toBe(true);
    }
  });

  it.each(secretRoutes)("keeps the secret of every request to %s out of the log", (path) => {
    const { url, secrets } = issue(path);
    const { pathname } = new URL(url);
    const lines = [
      loggedPath(pathname),
      loggedPath(`${pathname}.data?_routes=x`),
      loggedPath(`${pathname}?token=${secrets[0]}`),
      redactForLog(`No route matches URL "${pathname}"`),
      redactForLog(`Error: failed at ${url}\n    at loader (file:///app/x.js:1:1)`),
    ];
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
    expect(loggedPath(pathname)).toMatch(/\[(token|secret)\]/);
  });

  it("keeps a password reset's token out of the log, in the query or in the sign-in API's path", () => {
    const token = sampleToken().slice(0, 24);
    expect(loggedPath(`/update-password?token=${token}`)).toBe("/update-password");
    expect(redactForLog(`GET /update-password?token=${token}`)).not.toContain(token);
    expect(loggedPath(`/api/auth/reset-password/${token}?callbackURL=/update-password`)).toBe(
      "/api/auth/reset-password/[token]",
    );
    expect(redactForLog(`/anything?next=1&token=${token}`)).not.toContain(token);
  });

  it.each(secretRoutes)("hides the secret of every link to %s, in text and in HTML", (path) => {
    const { url, secrets } = issue(path);
    const texts = [
      `Open your trip page: ${url}`,
      `${url}.data`,
      `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
      `(${url})`,
      JSON.stringify({ text: `see ${url}?from=email` }),
    ];
    for (const text of texts) {
      const redacted = redactSecretLinks(text);
      for (const secret of secrets) expect(redacted).not.toContain(secret);
      expect(redacted).toContain(HIDDEN_SECRET);
    }
  });

  it("hides a password reset link's token, however its query is written", () => {
    const token = sampleToken().slice(0, 24);
    for (const url of [
      `https://heartbeest.example/update-password?token=${token}`,
      `https://heartbeest.example/update-password?from=mail&token=${token}`,
      `https://heartbeest.example/update-password?from=mail&amp;token=${token}`,
      `/update-password?token=${encodeURIComponent(token)}#top`,
    ]) {
      const redacted = redactSecretLinks(`Open this link: ${url}\nThanks`);
      expect(redacted).not.toContain(token);
      expect(redacted).toContain(`token=${HIDDEN_SECRET}`);
      expect(redacted).toMatch(/\nThanks$/);
    }
  });

  it("finds the secrets it hides, and nothing else", () => {
    const trip = sampleToken();
    const reset = sampleToken().slice(0, 24);
    const text = `See /de/reise/${trip}/pay/card and /update-password?token=${reset}#x and /safaris/3?adults=2`;
    expect(secretsIn(text).sort()).toEqual([trip, reset].sort());
    expect(secretsIn("/de/reiseziele /safaris/3")).toEqual([]);
  });

  it("hides an enquiry's reply address token wherever it is written, and its stored field", () => {
    const token = "0f1e2d3c4b5a69788796a5b4c3d2e1f0";
    const text = `Reply-To: Heartbeest <reservations+${token}@in.heartbeest.example>; cc bob+news@example.com`;
    const redacted = redactSecretLinks(text);
    expect(redacted).toBe(
      "Reply-To: Heartbeest <reservations+[hidden]@in.heartbeest.example>; cc bob+news@example.com",
    );
    expect(secretsIn(text)).toEqual([token]);
    expect(redactSecretsIn({ id: 4, replyToken: token, email: "a@b.example" })).toEqual({
      id: 4,
      replyToken: HIDDEN_SECRET,
      email: "a@b.example",
    });
  });

  it("hides the verify token Meta sends when it checks the WhatsApp webhook", () => {
    const path =
      "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=meta-verify-0123456789&hub.challenge=1158201444";
    expect(redactSecretLinks(path)).toBe(
      "/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=[hidden]&hub.challenge=1158201444",
    );
    expect(loggedPath(path)).not.toContain("meta-verify-0123456789");
  });

  it("lists each kind of secret link once, each with its recipient", () => {
    expect(SECRET_LINKS.map((link) => link.route)).toEqual([
      "trip/:token",
      "invite/:token",
      "update-password?token=",
      "api/auth/reset-password/:token",
      "api/payments/mobile-money/callback/:secret",
      "api/payments/mpesa/callback/:secret",
    ]);
  });

  it("leaves ordinary addresses and words alone", () => {
    for (const text of [
      "https://heartbeest.example/de/reiseziele",
      "https://heartbeest.example/trips-guide/x",
      "https://heartbeest.example/safaris/3",
      "/admin/bookings/12?view=3",
      "Your roundtrip/transfer is booked. Invite/bring friends.",
    ]) {
      expect(redactSecretLinks(text)).toBe(text);
    }
  });

  it("hides secrets in every string of a row or a snapshot, keeping its shape", () => {
    const token = sampleToken();
    const row = {
      id: 3,
      sent: true,
      at: null,
      textBody: `https://x.example/fr/voyage/${token}`,
      lines: [`/invite/${token}`],
      nested: { html: `<a href="/trip/${token}/invoice.pdf">` },
    };
    const redacted = redactSecretsIn(row);
    expect(JSON.stringify(redacted)).not.toContain(token);
    expect(redacted).toEqual({
      id: 3,
      sent: true,
      at: null,
      textBody: "https://x.example/fr/voyage/[hidden]",
      lines: ["/invite/[hidden]"],
      nested: { html: '<a href="/trip/[hidden]/invoice.pdf">' },
    });
  });
});
