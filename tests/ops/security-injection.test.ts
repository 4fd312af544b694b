// SQL injection and path traversal against the running product. SQL strings go into every route
// parameter, query parameter and search box (public pages and the staff portal's tables): each answer is
// the page's ordinary 404, 400, redirect or empty result, never a 500, and every table still holds its
// rows afterwards. Media and static paths are asked for files outside the media folder in every encoding
// we know of: the answer is never a file from elsewhere on the machine.
import { readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../e2e/support/app-server";
import {
  bookThroughSafariForm,
  cookieHeader,
  firstSafariId,
  getPage,
  postForm,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

const SQL_STRINGS = [
  "' OR '1'='1",
  "1' OR '1'='1' --",
  "1; DROP TABLE bookings;--",
  "1); DELETE FROM reviews; --",
  "' UNION SELECT email, null FROM staff_users --",
  "1 OR 1=1",
  "%27",
  "%2527",
  "\u2019 OR \u20181\u2019=\u20191", // typographic quotes, which some databases fold to '
  "\uff07 OR 1=1 --", // fullwidth apostrophe
  "\\' OR 1=1 --",
  '" OR ""="',
  "1' AND pg_sleep(3) --",
  "-1",
  "99999999999999999999999",
  "1e309",
  "0x1",
  "%00",
];

let app: SecurityApp;
let adminCookie: string;
let chatCookie: string;
let before: Record<string, number>;

beforeAll(async () => {
  app = await startSecurityApp();
  adminCookie = await signInAsAdmin(app);
  // Rows in the tables travellers fill, so an injected DELETE or DROP would have something to remove.
  const safariId = await firstSafariId(app);
  const booking = await bookThroughSafariForm(app, safariId);
  expect(booking.status).toBe(302);
  const inquiry = await postForm(app, "/contact", {
    intent: "send-inquiry",
    name: "Neema Wairimu",
    email: "neema@example.com",
    subject: "Family safari",
    inquiryType: "general",
    message: "Which camps welcome young children?",
  });
  expect(inquiry.status).toBe(302);
  const chat = await postForm(app, "/chat", {
    intent: "start",
    name: "Neema",
    email: "neema@example.com",
    message: "Hi",
  });
  expect(chat.status).toBe(302);
  chatCookie = cookieHeader(chat);
  before = await app.countRows();
});

afterAll(async () => {
  await app?.stop();
});

interface Probe {
  name: string;
  url: (value: string) => string;
  /** Statuses the page may answer with for a value it does not know. */
  expected: number[];
  staff?: boolean;
  /** Sent with the traveller's chat cookie. */
  chat?: boolean;
  /** The answer must also say it found nothing (a search that matched every row would not). */
  emptyResult?: RegExp;
}

const q = encodeURIComponent;
const probes: Probe[] = [
  { name: "safari id", url: (v) => `/safaris/${q(v)}`, expected: [404] },
  { name: "booking flow package id", url: (v) => `/booking/${q(v)}`, expected: [404] },
  { name: "destination slug", url: (v) => `/${q(v)}`, expected: [404] },
  { name: "hotel slug", url: (v) => `/hotels-and-lodges/${q(v)}`, expected: [404] },
  { name: "video category", url: (v) => `/video-gallery?category=${q(v)}`, expected: [200] },
  { name: "reviews page and tab", url: (v) => `/reviews?page=${q(v)}&rating=${q(v)}`, expected: [200] },
  { name: "booking confirmation step", url: (v) => `/booking/1?step=${q(v)}`, expected: [200, 302] },
  { name: "chat poll without a conversation", url: (v) => `/chat/messages?since=${q(v)}`, expected: [404] },
  { name: "chat poll since", url: (v) => `/chat/messages?since=${q(v)}`, expected: [200], chat: true },
  { name: "media file", url: (v) => `/uploads/${q(v)}`, expected: [404] },
  { name: "staff booking id", url: (v) => `/admin/bookings/${q(v)}`, expected: [404], staff: true },
  { name: "staff table name", url: (v) => `/admin/${q(v)}`, expected: [404], staff: true },
  {
    name: "staff table search box",
    url: (v) => `/admin/reviews?q=${q(v)}`,
    expected: [200],
    staff: true,
    emptyResult: /No records match/,
  },
  {
    name: "staff bookings inbox search box",
    url: (v) => `/admin/bookings?q=${q(v)}`,
    expected: [200],
    staff: true,
    emptyResult: /No bookings match/,
  },
  { name: "staff table sort", url: (v) => `/admin/destinations?sort=${q(v)}`, expected: [400], staff: true },
  {
    name: "staff table direction and page",
    url: (v) => `/admin/destinations?dir=${q(v)}&page=${q(v)}`,
    expected: [200],
    staff: true,
  },
  { name: "staff table filter value", url: (v) => `/admin/destinations?country=${q(v)}`, expected: [400], staff: true },
  { name: "staff table filter column", url: (v) => `/admin/destinations?${q(v)}=Kenya`, expected: [400], staff: true },
  { name: "staff record dialog id", url: (v) => `/admin/destinations?view=${q(v)}`, expected: [200], staff: true },
  { name: "staff edit dialog id", url: (v) => `/admin/audit_log?view=${q(v)}`, expected: [200], staff: true },
  { name: "staff chat selection", url: (v) => `/admin/chat?c=${q(v)}&status=${q(v)}`, expected: [200], staff: true },
  {
    name: "staff export",
    url: (v) => `/admin/bookings/export.csv?q=${q(v)}&status=${q(v)}`,
    expected: [200, 400],
    staff: true,
  },
];

describe("SQL injection strings", () => {
  for (const probe of probes) {
    it(`in the ${probe.name}: an ordinary answer, never an error`, async () => {
      const answers = new Map<number, number>();
      for (const value of SQL_STRINGS) {
        const target = probe.url(value);
        const cookie = probe.staff ? adminCookie : probe.chat ? chatCookie : undefined;
        const { status, text } = await getPage(app, target, { cookie });
        answers.set(status, (answers.get(status) ?? 0) + 1);
        expect(probe.expected, `${target} answered ${status}`).toContain(status);
        expect(text).not.toMatch(/syntax error|PostgresError|drizzle|at \w+ \(file:\/\//i);
        // An injected "OR 1=1" would list every row instead of none.
        if (probe.emptyResult && /'|\u2019|\uff07/.test(value)) expect(text, target).toMatch(probe.emptyResult);
      }
      console.info(`${probe.name}: ${[...answers].map(([status, n]) => `${n}× ${status}`).join(", ")}`);
    });
  }

  it("in every traveller form field: a field error or a stored literal, never an error page", async () => {
    const value = SQL_STRINGS.slice(0, 5).join(" ");
    const forms: [string, Record<string, string>][] = [
      [
        "/contact",
        {
          intent: "send-inquiry",
          name: value,
          email: "sql@example.com",
          subject: value,
          inquiryType: value,
          message: value,
        },
      ],
      ["/reviews", { intent: "submit-review", name: value, email: "sql@example.com", rating: value, comment: value }],
      ["/chat", { intent: "start", name: value, email: value, message: value }],
      ["/login", { email: `${value}@example.com`, password: value, redirectTo: value }],
    ];
    for (const [target, fields] of forms) {
      const response = await postForm(app, target, fields);
      await response.text();
      expect([400, 401, 302], `${target} answered ${response.status}`).toContain(response.status);
    }
  });

  it("left every table with its rows", async () => {
    const after = await app.countRows();
    // Only the tables the legitimate-looking posts above may add to, and the rate-limit counters, may grow.
    for (const [table, count] of Object.entries(before)) {
      if (["rate_limits", "audit_log", "email_outbox", "staff_sessions"].includes(table)) continue;
      expect(after[table], table).toBe(count);
    }
    expect(before.safari_packages).toBeGreaterThan(0);
    expect(before.destinations).toBeGreaterThan(0);
    expect(before.staff_users).toBe(1);
    for (const table of ["bookings", "inquiries", "chat_conversations", "chat_messages"]) {
      expect(before[table], table).toBeGreaterThan(0);
    }
    console.info(`row counts after injection attempts: ${JSON.stringify(after)}`);
  });
});

/** GET with the path exactly as written (fetch would normalise ../ away before sending). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: "GET", timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
      );
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`timed out: ${rawPath}`)));
    request.on("error", reject);
    request.end();
  });
}

describe("path traversal", () => {
  const targets = ["package.json", "etc/passwd", "data/db", ".env", "server.js"];
  const climbs = [
    "../",
    "..%2f",
    "%2e%2e/",
    "%2e%2e%2f",
    "%252e%252e%252f",
    "..%5c",
    "..\\",
    "....//",
    "..%c0%af",
    "%c0%ae%c0%ae/",
    ".%2e/",
  ];
  const prefixes = ["/uploads/", "/assets/", "/", "/art/", "/uploads/img-x/"];

  it("never serves a file from outside the media and public folders", async () => {
    const secrets = [
      (await readFile(path.join(projectRoot, "package.json"), "utf8")).slice(0, 60),
      "root:x:0:0",
      "DATABASE_URL",
    ];
    const paths: string[] = [];
    for (const prefix of prefixes) {
      for (const climb of climbs) {
        for (const target of targets) {
          paths.push(`${prefix}${climb.repeat(8)}${target}`);
        }
      }
    }
    // Absolute paths, null bytes and encoded separators in a media name.
    paths.push(
      "/uploads//etc/passwd",
      "/uploads/%2fetc%2fpasswd",
      "/uploads/img-1-320.webp%00.json",
      "/uploads/%00../../package.json",
      "/uploads/C:%5cWindows%5cwin.ini",
      "/uploads/file:%2f%2f%2fetc%2fpasswd",
      "/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json",
      "//etc/passwd",
    );
    const statuses = new Map<number, number>();
    for (const target of paths) {
      const { status, body } = await rawGet(app.url, target);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      expect(status, target).toBeLessThan(500);
      expect(status, `${target} answered 200`).not.toBe(200);
      for (const secret of secrets) expect(body.includes(secret), `${target} leaked ${secret}`).toBe(false);
    }
    console.info(
      `${paths.length} traversal attempts: ${[...statuses].map(([status, n]) => `${n}× ${status}`).join(", ")}`,
    );
  });

  it("still serves real media and public files (the refusals are not a broken route)", async () => {
    expect((await rawGet(app.url, "/robots.txt")).status).toBe(200);
    expect((await rawGet(app.url, "/uploads/no-such-picture.webp")).status).toBe(404);
  });
});
