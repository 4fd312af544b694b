// Strangers cannot keep a member of staff out, against the running product (production build, real
// PostgreSQL, the fake SMTP server, TRUST_PROXY so X-Forwarded-For names each client). In rounds, strangers
// at 2, 4 and 8 networks (IPv4 addresses and IPv6 /64s, each attempt from another address in its /64) send
// the owner's e-mail with wrong passwords and ask for reset links, over and over. After each round the owner
// signs in with the right password from a new browser and from the browser they used before, and asks for
// a reset link: either one goes out, or the page says in words when the link waiting in the mailbox went,
// and that mail really arrived. Every refusal the strangers get is in words with the e-mail kept, and no
// more reset e-mails go out than one per account per interval.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESET_LIMITS, SIGN_IN_LIMITS } from "~/features/staff/sign-in-limits";
import {
  cookieHeader,
  getPage,
  newClientAddress,
  postForm,
  SECURITY_ADMIN,
  type SecurityApp,
  signInAsAdmin,
  startSecurityApp,
} from "./support/security-app";

const OWNER = SECURITY_ADMIN;
const WRONG_PASSWORDS_PER_NETWORK = 8;
const RESET_REQUESTS_PER_NETWORK = RESET_LIMITS.perAddress.max + 3;

let app: SecurityApp;
/** The owner's browser from before the attacks: its known-device cookie only. */
let knownBrowser: string;
let ipv6Network = 0;

beforeAll(async () => {
  app = await startSecurityApp();
  const firstSignIn = await signInAsAdmin(app);
  knownBrowser = firstSignIn.split("; ").find((pair) => pair.startsWith("heartbeest.known_device=")) ?? "";
  expect(knownBrowser).not.toBe("");
}, 180_000);

afterAll(async () => {
  await app?.stop();
});

/** A stranger's network: the addresses it sends from (an IPv6 /64 uses a new address in it every time). */
function strangerNetwork(ipv6: boolean): () => string {
  if (!ipv6) {
    const address = newClientAddress();
    return () => address;
  }
  ipv6Network += 1;
  const network = ipv6Network.toString(16);
  let host = 0;
  return () => {
    host += 1;
    return `2001:db8:5ec:${network}:${host.toString(16)}::7`;
  };
}

/** The text of the page's message box (an alert or a status note), tags taken out. */
function messageOf(html: string): string {
  const match = /role="(?:alert|status)"[^>]*>([\s\S]*?)<\/div><\/div>/.exec(html);
  return (match?.[1] ?? "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function keepsEmail(html: string): boolean {
  return html.includes(`value="${OWNER.email}"`);
}

async function resetEmailsInOutbox(): Promise<number> {
  const [row] = await app.query<{ count: string }>(
    "select count(*) as count from email_outbox where kind = 'staff_password_reset' and to_address = $1",
    [OWNER.email],
  );
  return Number(row?.count ?? 0);
}

function resetMailsDelivered(): number {
  return app.smtp.messages.filter((message) => message.envelopeTo.includes(OWNER.email)).length;
}

/** Waits until the SMTP server has received `count` messages for the owner (the outbox is sent by a job). */
async function waitForOwnerMails(count: number, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (resetMailsDelivered() < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return resetMailsDelivered();
}

/** As if the interval of one reset e-mail per account had passed (moves the counter's window back). */
async function letResetIntervalPass() {
  await app.query("update rate_limits set window_start = window_start - $1 where key = $2", [
    RESET_LIMITS.oneEmailPerAccountSeconds * 1000,
    `reset:email:${OWNER.email}`,
  ]);
}

interface RoundResult {
  signInStatuses: number[];
  resetStatuses: number[];
  /** Every refusal's words, each with whether the e-mail typed was kept. */
  refusals: { message: string; keptEmail: boolean }[];
}

async function attack(networks: number): Promise<RoundResult> {
  const result: RoundResult = { signInStatuses: [], resetStatuses: [], refusals: [] };
  for (let index = 0; index < networks; index++) {
    const nextAddress = strangerNetwork(index % 2 === 1);
    for (let attempt = 0; attempt < WRONG_PASSWORDS_PER_NETWORK; attempt++) {
      const response = await postForm(
        app,
        "/login",
        { email: OWNER.email, password: `stranger guess ${index}-${attempt}`, redirectTo: "" },
        { clientAddress: nextAddress() },
      );
      const html = await response.text();
      result.signInStatuses.push(response.status);
      if (response.status !== 401) result.refusals.push({ message: messageOf(html), keptEmail: keepsEmail(html) });
    }
    for (let attempt = 0; attempt < RESET_REQUESTS_PER_NETWORK; attempt++) {
      const response = await postForm(
        app,
        "/forgot-password",
        { email: OWNER.email },
        { clientAddress: nextAddress() },
      );
      const html = await response.text();
      result.resetStatuses.push(response.status);
      if (response.status !== 200) result.refusals.push({ message: messageOf(html), keptEmail: keepsEmail(html) });
    }
  }
  return result;
}

describe("strangers at many networks against the owner's account", () => {
  let intervalsPassed = 0;
  let failuresSoFar = 0;

  for (const networks of [2, 4, 8]) {
    it(`from ${networks} networks: the owner still signs in on a new browser and a known one, and gets the reset e-mail`, async () => {
      // Each round starts a new e-mail interval, so the strangers' first request sends a link.
      await letResetIntervalPass();
      intervalsPassed += 1;
      const smtpBefore = resetMailsDelivered();

      const round = await attack(networks);
      const failuresBefore = failuresSoFar;
      failuresSoFar += round.signInStatuses.filter((status) => status === 401).length;
      console.info(
        `${networks} networks: sign-ins ${round.signInStatuses.join(" ")}; resets ${round.resetStatuses.join(" ")}`,
      );
      expect(round.signInStatuses.every((status) => status === 401 || status === 429)).toBe(true);
      expect(round.signInStatuses).toContain(429);
      expect(round.resetStatuses.every((status) => status === 200 || status === 429)).toBe(true);
      expect(round.resetStatuses.filter((status) => status === 429)).toHaveLength(
        networks * (RESET_REQUESTS_PER_NETWORK - RESET_LIMITS.perAddress.max),
      );
      for (const refusal of round.refusals) {
        expect(refusal.message).toMatch(/Please wait \d+ minutes?/);
        expect(refusal.keptEmail, `the e-mail kept with "${refusal.message}"`).toBe(true);
      }
      // From the second round on, the account's failures from other browsers are past its count: each
      // network then has the small hourly allowance, and its refusal says so.
      if (failuresBefore >= SIGN_IN_LIMITS.perAccount.max) {
        expect(round.refusals.map((refusal) => refusal.message).join("\n")).toMatch(
          /each network now has \d+ tries an hour for it/,
        );
      }

      // The owner on a browser never used, from a network of their own: in, and the portal opens.
      const fresh = await postForm(
        app,
        "/login",
        { email: OWNER.email, password: OWNER.password, redirectTo: "" },
        { clientAddress: newClientAddress() },
      );
      expect(fresh.status).toBe(302);
      expect(fresh.headers.get("location")).toBe("/admin");
      const freshSession = cookieHeader(fresh);
      expect(freshSession).toMatch(/session_token=/);
      expect((await getPage(app, "/admin", { cookie: freshSession })).status).toBe(200);

      // The owner's own browser from before, from yet another network: in.
      const known = await postForm(
        app,
        "/login",
        { email: OWNER.email, password: OWNER.password, redirectTo: "" },
        { clientAddress: newClientAddress(), cookie: knownBrowser },
      );
      expect(known.status).toBe(302);
      expect(cookieHeader(known)).toMatch(/session_token=/);

      // The owner asks for a reset link: the strangers' request sent one a moment ago, so the page says
      // when, in words, with the e-mail kept, and that mail really went out.
      const asked = await postForm(
        app,
        "/forgot-password",
        { email: OWNER.email },
        { clientAddress: newClientAddress() },
      );
      const html = await asked.text();
      expect(asked.status).toBe(200);
      const said = messageOf(html);
      console.info(`the owner's reset request: "${said}"`);
      expect(said).toMatch(/A reset link was sent a few minutes ago/);
      expect(said).toMatch(/was sent to it at \d{2}:\d{2} \(East Africa Time\), and it works until \d{2}:\d{2}/);
      expect(said).toMatch(/Check your inbox and spam folder/);
      expect(keepsEmail(html)).toBe(true);
      expect(await waitForOwnerMails(smtpBefore + 1)).toBe(smtpBefore + 1);
      expect(await resetEmailsInOutbox()).toBe(intervalsPassed);
    }, 300_000);
  }

  it("once the interval has passed, the owner's request sends a new link at once, and the neutral answer", async () => {
    await letResetIntervalPass();
    intervalsPassed += 1;
    const before = resetMailsDelivered();
    const asked = await postForm(
      app,
      "/forgot-password",
      { email: OWNER.email },
      { clientAddress: newClientAddress() },
    );
    const html = await asked.text();
    expect(asked.status).toBe(200);
    expect(html).toMatch(/Password reset email sent!/);
    expect(html).toMatch(/If an account exists for/);
    expect(await waitForOwnerMails(before + 1)).toBe(before + 1);
    // Never more e-mails than one per interval, whatever the strangers asked for.
    expect(await resetEmailsInOutbox()).toBe(intervalsPassed);
  }, 120_000);
});
