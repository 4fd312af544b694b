// The running product for the security suite: the production build on a throw-away PostgreSQL database
// (so a test can count rows and expire sessions while the server runs), a first admin from
// ADMIN_EMAIL/ADMIN_PASSWORD, the fake SMTP server capturing every e-mail, and TRUST_PROXY on so each
// traveller post can come from its own address (X-Forwarded-For) instead of spending one address's
// rate limit. Plus small HTTP helpers that post forms the way a browser on our own pages does.
import { randomBytes } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { type AppServer, startAppServer } from "../../e2e/support/app-server";
import { createThrowAwayDatabase, type ThrowAwayDatabase } from "../../e2e/support/database";
import { noteSecretsIn } from "../../e2e/support/run-logs";
import { type FakeSmtpServer, startFakeSmtpServer } from "../../fakes/smtp-server";

export const SECURITY_ADMIN = { email: "security.admin@heartbeest.test", password: "a long staff passphrase 42" };

export const postgresServerUrl = process.env.POSTGRES_SERVER_URL || "postgres://postgres@127.0.0.1:5432/test";

export interface SecurityApp {
  server: AppServer;
  url: string;
  smtp: FakeSmtpServer;
  database: ThrowAwayDatabase;
  /** Runs a query on the server's database while it runs. */
  query<Row = Record<string, unknown>>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Row count of every table, by name. */
  countRows(): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export async function startSecurityApp(env: Record<string, string> = {}): Promise<SecurityApp> {
  const smtp = await startFakeSmtpServer();
  let database: ThrowAwayDatabase | undefined;
  let server: AppServer | undefined;
  let pool: pg.Pool | undefined;
  const stop = async () => {
    await pool?.end().catch(() => undefined);
    await server?.stop();
    await database?.drop().catch(() => undefined);
    await smtp.stop();
  };
  try {
    database = await createThrowAwayDatabase(postgresServerUrl);
    server = await startAppServer({
      env: {
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: "4",
        ADMIN_EMAIL: SECURITY_ADMIN.email,
        ADMIN_PASSWORD: SECURITY_ADMIN.password,
        SMTP_URL: smtp.url,
        TRUST_PROXY: "true",
        ...env,
      },
    });
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
  } catch (error) {
    await stop();
    throw error;
  }
  const queryPool = pool;
  const query = async <Row>(text: string, values: unknown[] = []) =>
    (await queryPool.query(text, values)).rows as Row[];
  return {
    server,
    url: server.url,
    smtp,
    database,
    query,
    async countRows() {
      const tables = await query<{ table_name: string }>(
        `select table_name from information_schema.tables
         where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
      );
      const counts: Record<string, number> = {};
      for (const { table_name: table } of tables) {
        const [row] = await query<{ count: string }>(`select count(*) as count from "${table}"`);
        counts[table] = Number(row?.count ?? 0);
      }
      return counts;
    },
    stop,
  };
}

/** A fresh documentation-range address per call, so per-address limits never decide a test by accident. */
export function newClientAddress(): string {
  const bytes = randomBytes(2);
  return `198.51.${bytes[0]}.${(bytes[1]! % 250) + 1}`;
}

export interface PostOptions {
  /** Origin header; our own site's by default. `null` leaves it out. */
  origin?: string | null;
  referer?: string;
  secFetchSite?: string;
  cookie?: string;
  clientAddress?: string;
  headers?: Record<string, string>;
  /** A Host header, as a reverse proxy passes it on (fetch cannot set one). */
  host?: string;
}

/** A form post as a browser sends it from one of our pages (unless the options say otherwise). */
export async function postForm(
  app: { url: string },
  path: string,
  fields: Record<string, string> | URLSearchParams | FormData,
  options: PostOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    "X-Forwarded-For": options.clientAddress ?? newClientAddress(),
    ...options.headers,
  };
  if (options.origin !== null) headers.Origin = options.origin ?? new URL(app.url).origin;
  if (options.referer) headers.Referer = options.referer;
  if (options.secFetchSite) headers["Sec-Fetch-Site"] = options.secFetchSite;
  if (options.cookie) headers.Cookie = options.cookie;
  const body = fields instanceof FormData || fields instanceof URLSearchParams ? fields : new URLSearchParams(fields);
  noteSecretsIn(path);
  if (options.host) {
    const encoded = new Request("http://localhost/", { method: "POST", body });
    headers["Content-Type"] = encoded.headers.get("content-type") ?? "application/x-www-form-urlencoded";
    return requestWithHost(app.url, path, options.host, "POST", headers, Buffer.from(await encoded.arrayBuffer()));
  }
  return fetch(`${app.url}${path}`, {
    method: "POST",
    body,
    headers,
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
}

/** `name=value` pairs of Set-Cookie headers, joined for a Cookie header. */
export function cookieHeader(response: Response, previous = ""): string {
  const jar = new Map<string, string>();
  for (const pair of previous.split(/;\s*/).filter(Boolean)) {
    const [name, ...rest] = pair.split("=");
    jar.set(name!, rest.join("="));
  }
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const [name, ...rest] = pair!.split("=");
    const value = rest.join("=");
    if (value === "" || /max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name!.trim());
    else jar.set(name!.trim(), value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
}

/** Signs the admin in through /login as the form does; returns the Cookie header of the session. */
export async function signInAsAdmin(app: { url: string }, clientAddress = newClientAddress()): Promise<string> {
  const response = await postForm(
    app,
    "/login",
    { email: SECURITY_ADMIN.email, password: SECURITY_ADMIN.password, redirectTo: "" },
    { clientAddress },
  );
  if (response.status !== 302) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = cookieHeader(response);
  if (!/session_token=/.test(cookie)) throw new Error(`sign-in set no session cookie: ${cookie}`);
  return cookie;
}

/** One HTTP request with a chosen Host header, answered as a fetch Response (redirects not followed). */
export function requestWithHost(
  baseUrl: string,
  path: string,
  host: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<Response> {
  const { hostname, port } = new URL(baseUrl);
  noteSecretsIn(path);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname,
        port,
        path,
        method,
        timeout: 60_000,
        headers: { ...headers, Host: host, ...(body ? { "Content-Length": body.length } : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const answerHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
              answerHeaders.append(name, one);
            }
          }
          const status = response.statusCode ?? 0;
          const nullBody = status === 204 || status === 304;
          resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`timed out: ${method} ${path}`)));
    request.on("error", reject);
    request.end(body);
  });
}

export async function getPage(
  app: { url: string },
  path: string,
  options: { cookie?: string; headers?: Record<string, string>; host?: string } = {},
): Promise<{ status: number; text: string; response: Response }> {
  if (options.host) {
    const headers = { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers };
    const response = await requestWithHost(app.url, path, options.host, "GET", headers);
    return { status: response.status, text: await response.text(), response };
  }
  noteSecretsIn(path);
  const response = await fetch(`${app.url}${path}`, {
    headers: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...options.headers },
    redirect: "manual",
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, text: await response.text(), response };
}

/** The first safari package's id, read from the catalogue page. */
export async function firstSafariId(app: { url: string }): Promise<number> {
  const { text } = await getPage(app, "/safaris");
  const match = /href="\/safaris\/(\d+)"/.exec(text);
  if (!match) throw new Error("no safari package on /safaris");
  return Number(match[1]);
}

/** A booking request sent through the safari form as a traveller would (302 when it was taken). */
export function bookThroughSafariForm(app: { url: string }, safariId: number): Promise<Response> {
  return postForm(app, `/safaris/${safariId}`, {
    intent: "book-safari",
    name: "Neema Wairimu",
    email: "neema@example.com",
    phone: "+254 712 345 678",
    country: "Kenya",
    adults: "2",
    children: "0",
    arrival: dateFromToday(30),
    departure: dateFromToday(34),
  });
}

/** The hidden submission token of the form on a page. */
export function submissionTokenOf(html: string): string {
  const match = /name="submissionToken"[^>]*value="([^"]+)"|value="([^"]+)"[^>]*name="submissionToken"/.exec(html);
  const token = match?.[1] ?? match?.[2];
  if (!token) throw new Error("no submission token in the page");
  return token;
}

/** YYYY-MM-DD, `days` from today. */
export function dateFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
