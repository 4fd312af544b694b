// The chat against a real database, through its routes as the browser reaches them: every validation
// rule, the visitor cookie, a conversation visible only to its own browser, polling with `since`, rate
// limits, one staff e-mail per conversation, and the staff side behind its guard.
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, chatConversations, chatMessages as chatMessageRows, emailOutbox, enquiries } from "~/db/schema";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import * as adminChatRoute from "~/routes/admin/chat";
import * as pollRoute from "~/routes/resources/chat-messages";
import * as chatRoute from "~/routes/site/chat";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import {
  createTestStaff,
  form,
  signInCookie,
  siteRequest,
  TEST_SITE_URL,
  type TestContext,
  testContext,
} from "../../../tests/support/staff-sessions";
import { CHAT_MESSAGE_RATE_LIMIT, CHAT_START_RATE_LIMIT, listConversations, visitorTokenDigest } from "./chat.server";
import { CHAT_COOKIE_NAME } from "./chat-cookie.server";
import { CHAT_LIMITS } from "./chat-schema";
import type { ChatPollResponse } from "./chat-thread-state";

type Handler = (args: never) => unknown;

interface Outcome {
  status: number;
  location: string | null;
  setCookie: string | null;
  body: unknown;
}

let database: TestDatabase;
let addressCounter = 0;

/** A context whose client comes from its own address, so one test's rate limits never touch another's. */
function contextFrom(address = `203.0.113.${++addressCounter}`): TestContext {
  return { ...testContext(database), clientAddress: address };
}

async function run(handler: Handler, request: Request, context: TestContext): Promise<Outcome> {
  let result: unknown;
  try {
    result = await handler({ request, params: {}, context } as never);
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    const type = result.headers.get("content-type") ?? "";
    return {
      status: result.status,
      location: result.headers.get("location"),
      setCookie: result.headers.get("set-cookie"),
      body: type.includes("json") ? await result.json() : await result.text(),
    };
  }
  if (result && typeof result === "object" && (result as { type?: unknown }).type === "DataWithResponseInit") {
    const wrapped = result as { data: unknown; init: ResponseInit | null };
    return {
      status: wrapped.init?.status ?? 200,
      location: null,
      setCookie: new Headers(wrapped.init?.headers).get("set-cookie"),
      body: wrapped.data,
    };
  }
  return { status: 200, location: null, setCookie: null, body: result };
}

const VALID = { name: "Amina Otieno", email: "amina@example.com", message: "Is August good for the migration?" };

function post(
  values: Record<string, string>,
  { cookie, url = `${TEST_SITE_URL}/chat` }: { cookie?: string; url?: string } = {},
) {
  const headers = new Headers({ origin: new URL(url).origin });
  if (cookie) headers.set("cookie", cookie);
  return new Request(url, { method: "POST", headers, body: form(values) });
}

function get(path: string, cookie?: string) {
  return siteRequest(path, { cookie });
}

function withLf(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.replace(/\r\n/g, "\n")]));
}

/** The browser's Cookie header from a Set-Cookie header. */
function cookieFrom(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0]!;
}

async function startChat(values: Partial<typeof VALID> = {}, context = contextFrom()) {
  const outcome = await run(chatRoute.action, post({ intent: "start", ...VALID, ...values }), context);
  expect(outcome.status, JSON.stringify(outcome.body)).toBe(302);
  return { outcome, cookie: cookieFrom(outcome.setCookie) };
}

async function poll(cookie: string | undefined, since?: number) {
  const path = since === undefined ? "/chat/messages" : `/chat/messages?since=${since}`;
  return run(pollRoute.loader, get(path, cookie), contextFrom());
}

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(async () => {
  // A conversation's enquiry holds it (ON DELETE RESTRICT): the enquiry goes first.
  await database.db.delete(enquiries);
  await database.db.delete(chatConversations);
  await database.db.delete(emailOutbox);
});

describe("starting a conversation", () => {
  const long = (length: number) => "x".repeat(length);
  it.each([
    ["name", "", "Please tell us your name"],
    ["name", "   ", "Please tell us your name"],
    ["name", long(CHAT_LIMITS.name + 1), `Please use at most ${CHAT_LIMITS.name} characters`],
    ["email", "", "Please enter a valid email address"],
    ["email", "amina", "Please enter a valid email address"],
    ["email", "amina@", "Please enter a valid email address"],
    ["email", `${long(250)}@example.com`, `Please use at most ${CHAT_LIMITS.email} characters`],
    ["message", "", "Please write a message"],
    ["message", " \n\t ", "Please write a message"],
    ["message", long(CHAT_LIMITS.message + 1), `Please use at most ${CHAT_LIMITS.message} characters`],
  ] as const)("refuses %s %j with '%s', keeping what was typed", async (field, value, message) => {
    const outcome = await run(chatRoute.action, post({ intent: "start", ...VALID, [field]: value }), contextFrom());
    expect(outcome.status).toBe(400);
    expect(outcome.setCookie).toBeNull();
    const body = outcome.body as { fieldErrors: Record<string, string>; values: Record<string, string> };
    expect(body.fieldErrors).toEqual({ [field]: message });
    // A posted form sends line breaks as CRLF; the values come back as the browser sent them.
    expect(withLf(body.values)).toEqual({ ...VALID, [field]: value });
    expect(await database.db.$count(chatConversations)).toBe(0);
  });

  it("stores the conversation and its first message, and sets a private cookie with the secret", async () => {
    const { outcome, cookie } = await startChat({ message: `  ${"y".repeat(CHAT_LIMITS.message)}  ` });
    expect(outcome.location).toBe("/chat#chat-thread-title");
    const setCookie = outcome.setCookie!;
    expect(setCookie).toMatch(new RegExp(`^${CHAT_COOKIE_NAME}=`));
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Path=\/;/i);
    expect(setCookie).not.toMatch(/; Secure/i);

    const [conversation] = await database.db.select().from(chatConversations);
    expect(conversation).toMatchObject({ visitorName: VALID.name, visitorEmail: VALID.email, status: "open" });
    // The database holds only a digest of the browser's secret.
    const token = decodeURIComponent(cookie.split("=")[1]!);
    expect(conversation!.visitorToken).not.toContain(token);
    const messages = await database.db.select().from(chatMessageRows);
    expect(messages).toEqual([
      expect.objectContaining({ sender: "visitor", body: "y".repeat(CHAT_LIMITS.message), staffUserId: null }),
    ]);
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const outcome = await run(
      chatRoute.action,
      post({ intent: "start", ...VALID }, { url: "https://heartbeest.test/chat" }),
      contextFrom(),
    );
    expect(outcome.setCookie).toMatch(/; Secure/i);
  });

  it("queues one staff e-mail per conversation, not per message", async () => {
    const { cookie } = await startChat({ name: "Amina <b>Otieno</b>" });
    await run(chatRoute.action, post({ intent: "send", message: "One more thing" }, { cookie }), contextFrom());
    await run(chatRoute.action, post({ intent: "send", message: "And another" }, { cookie }), contextFrom());
    const emails = await database.db.select().from(emailOutbox);
    expect(emails).toHaveLength(1);
    const [conversation] = await database.db.select().from(chatConversations);
    expect(emails[0]).toMatchObject({
      kind: "chat_staff_notification",
      toAddress: "reservations@heartbeest-safari.example",
      replyTo: VALID.email,
      subject: "New chat from Amina <b>Otieno</b>",
      dedupeKey: `chat-conversation:${conversation!.id}`,
    });
    expect(emails[0]!.textBody).toContain(VALID.message);
    expect(emails[0]!.textBody).toContain(`${TEST_SITE_URL}/admin/chat?c=${conversation!.id}`);
    expect(emails[0]!.htmlBody).not.toContain("<b>Otieno</b>");
  });

  it("answers a robot that fills the honeypot like a person, and stores nothing", async () => {
    const outcome = await run(
      chatRoute.action,
      post({ intent: "start", ...VALID, [HONEYPOT_FIELD_NAME]: "+1 555 0100" }),
      contextFrom(),
    );
    expect(outcome.status).toBe(302);
    expect(outcome.setCookie).toBeNull();
    expect(await database.db.$count(chatConversations)).toBe(0);
    expect(await database.db.$count(emailOutbox)).toBe(0);
  });

  it(`lets one address start ${CHAT_START_RATE_LIMIT.limit} conversations an hour`, async () => {
    const context = contextFrom();
    for (let index = 0; index < CHAT_START_RATE_LIMIT.limit; index += 1) await startChat({}, context);
    const refused = await run(chatRoute.action, post({ intent: "start", ...VALID }), context);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ intent: "start", status: "error", code: 429, values: { name: VALID.name } });
    expect(await database.db.$count(chatConversations)).toBe(CHAT_START_RATE_LIMIT.limit);
  });
});

describe("a traveller's conversation", () => {
  it("is shown to the browser that holds its cookie, and to nobody else", async () => {
    const amina = await startChat();
    const other = await startChat({ name: "Lars Berg", email: "lars@example.com", message: "Private question" });

    const mine = await run(chatRoute.loader, get("/chat", amina.cookie), contextFrom());
    const body = mine.body as { conversation: { visitorName: string }; messages: { body: string }[] };
    expect(body.conversation.visitorName).toBe(VALID.name);
    expect(body.messages.map((message) => message.body)).toEqual([VALID.message]);
    expect(JSON.stringify(mine.body)).not.toContain("Private question");

    const stranger = await run(chatRoute.loader, get("/chat"), contextFrom());
    expect((stranger.body as { conversation: unknown }).conversation).toBeNull();
    const forged = await run(chatRoute.loader, get("/chat", `${CHAT_COOKIE_NAME}=${"A".repeat(43)}`), contextFrom());
    expect((forged.body as { conversation: unknown }).conversation).toBeNull();

    // The stored digest is not a key either.
    const [row] = await database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.visitorName, "Lars Berg"));
    const withDigest = await run(
      chatRoute.loader,
      get("/chat", `${CHAT_COOKIE_NAME}=${row!.visitorToken}`),
      contextFrom(),
    );
    expect((withDigest.body as { conversation: unknown }).conversation).toBeNull();
    expect(other.cookie).not.toBe(amina.cookie);
  });

  it("adds messages, polls only what is new, and needs the cookie to post", async () => {
    const { cookie } = await startChat();
    const first = await poll(cookie);
    expect(first.status).toBe(200);
    const firstMessages = (first.body as ChatPollResponse).messages;
    expect(firstMessages).toHaveLength(1);

    const sent = await run(
      chatRoute.action,
      post({ intent: "send", via: "script", message: "  Two of us, late August.  " }, { cookie }),
      contextFrom(),
    );
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ intent: "send", status: "sent", message: { body: "Two of us, late August." } });

    const later = await poll(cookie, firstMessages[0]!.id);
    expect((later.body as ChatPollResponse).messages.map((message) => message.body)).toEqual([
      "Two of us, late August.",
    ]);
    expect((await poll(cookie, 999_999_999)).body).toEqual({ status: "open", messages: [] });
    expect((await poll(cookie, Number.NaN)).status).toBe(200);

    // Without script, a sent message is a redirect back to the conversation.
    const plain = await run(
      chatRoute.action,
      post({ intent: "send", message: "Without script" }, { cookie }),
      contextFrom(),
    );
    expect(plain.status).toBe(302);
    expect(plain.location).toBe("/chat#chat-message");

    expect((await poll(undefined)).status).toBe(404);
    const noCookie = await run(chatRoute.action, post({ intent: "send", message: "Hello?" }), contextFrom());
    expect(noCookie.status).toBe(404);
    expect(noCookie.body).toMatchObject({ intent: "send", status: "error", code: 404, values: { message: "Hello?" } });
  });

  it.each([
    ["", "Please write a message"],
    ["\n\n", "Please write a message"],
    ["z".repeat(CHAT_LIMITS.message + 1), `Please use at most ${CHAT_LIMITS.message} characters`],
  ])("refuses the message %j with '%s'", async (message, error) => {
    const { cookie } = await startChat();
    const outcome = await run(
      chatRoute.action,
      post({ intent: "send", via: "script", message }, { cookie }),
      contextFrom(),
    );
    expect(outcome.status).toBe(400);
    expect(outcome.body).toMatchObject({ intent: "send", status: "error", code: 400, fieldErrors: { message: error } });
    expect(withLf((outcome.body as { values: Record<string, string> }).values)).toEqual({ message });
    expect(await database.db.$count(chatMessageRows)).toBe(1);
  });

  it(`limits one address to ${CHAT_MESSAGE_RATE_LIMIT.limit} messages in 10 minutes`, async () => {
    const { cookie } = await startChat();
    const context = contextFrom();
    for (let index = 0; index < CHAT_MESSAGE_RATE_LIMIT.limit; index += 1) {
      const outcome = await run(
        chatRoute.action,
        post({ intent: "send", via: "script", message: `Message ${index}` }, { cookie }),
        context,
      );
      expect(outcome.status).toBe(200);
    }
    const refused = await run(
      chatRoute.action,
      post({ intent: "send", via: "script", message: "One too many" }, { cookie }),
      context,
    );
    expect(refused.status).toBe(429);
    expect(await database.db.$count(chatMessageRows)).toBe(CHAT_MESSAGE_RATE_LIMIT.limit + 1);
  });

  it("forgets the conversation on this browser on request", async () => {
    const { cookie } = await startChat();
    const outcome = await run(chatRoute.action, post({ intent: "forget" }, { cookie }), contextFrom());
    expect(outcome.status).toBe(302);
    expect(outcome.setCookie).toMatch(new RegExp(`^${CHAT_COOKIE_NAME}=;.*Max-Age=0`, "i"));
    expect(await database.db.$count(chatConversations)).toBe(1);
  });

  it("refuses an unknown intent", async () => {
    expect((await run(chatRoute.action, post({ intent: "delete-everything" }), contextFrom())).status).toBe(400);
  });

  // Never cached either: the server's rule answers /chat private, no-store (tests/e2e/private-pages.test.ts).
  it("is never indexed", () => {
    expect(chatRoute.headers({} as never)).toEqual({ "X-Robots-Tag": "noindex, nofollow" });
  });
});

describe("the staff side", () => {
  let context: TestContext;
  let staffCookie: string;

  beforeAll(async () => {
    context = contextFrom();
    const staff = await createTestStaff(context, { fullName: "Wanjiru Kamau" });
    staffCookie = await signInCookie(context, staff.email);
  });

  function staffPost(values: Record<string, string>, origin: string | null = TEST_SITE_URL) {
    return siteRequest("/admin/chat", { method: "POST", cookie: staffCookie, origin, body: form(values) });
  }

  it("needs a signed-in member of staff, and a post from our own site", async () => {
    const { cookie } = await startChat();
    const [conversation] = await database.db.select().from(chatConversations);
    const anonymous = await run(adminChatRoute.loader, get("/admin/chat"), context);
    expect(anonymous.status).toBe(302);
    expect(anonymous.location).toMatch(/^\/login/);
    const anonymousPost = await run(
      adminChatRoute.action,
      siteRequest("/admin/chat", {
        method: "POST",
        body: form({ intent: "reply", conversationId: String(conversation!.id), body: "hi" }),
      }),
      context,
    );
    expect(anonymousPost.status).toBe(302);
    const foreign = await run(
      adminChatRoute.action,
      staffPost({ intent: "reply", conversationId: String(conversation!.id), body: "hi" }, "https://evil.example"),
      context,
    );
    expect(foreign.status).toBe(403);
    expect(((await poll(cookie)).body as ChatPollResponse).messages).toHaveLength(1);
  });

  it("lists open conversations by newest activity, replies, and the traveller's poll receives the reply", async () => {
    const first = await startChat({ name: "First Traveller" });
    await startChat({ name: "Second Traveller" });
    await run(chatRoute.action, post({ intent: "send", via: "script", message: "Still there?" }, first), contextFrom());

    const list = await run(adminChatRoute.loader, get("/admin/chat", staffCookie), context);
    const { conversations } = list.body as {
      conversations: { id: number; visitorName: string; lastMessage: unknown }[];
    };
    expect(conversations.map((conversation) => conversation.visitorName)).toEqual([
      "First Traveller",
      "Second Traveller",
    ]);
    expect(conversations[0]!.lastMessage).toEqual({ sender: "visitor", body: "Still there?" });

    const id = conversations[0]!.id;
    const view = await run(adminChatRoute.loader, get(`/admin/chat?c=${id}`, staffCookie), context);
    expect((view.body as { selected: { messages: unknown[] } }).selected.messages).toHaveLength(2);

    const before = ((await poll(first.cookie)).body as ChatPollResponse).messages.at(-1)!.id;
    const reply = await run(
      adminChatRoute.action,
      staffPost({ intent: "reply", conversationId: String(id), body: "Yes! August is perfect." }),
      context,
    );
    expect(reply.status).toBe(302);
    expect(reply.location).toBe(`/admin/chat?c=${id}#reply`);

    const polled = (await poll(first.cookie, before)).body as ChatPollResponse;
    expect(polled.messages).toEqual([
      expect.objectContaining({ sender: "staff", staffName: "Wanjiru", body: "Yes! August is perfect." }),
    ]);
    // The other traveller sees nothing of it.
    const rows = await database.db.select().from(chatMessageRows).orderBy(asc(chatMessageRows.id));
    const staffRows = rows.filter((row) => row.sender === "staff");
    expect(staffRows).toHaveLength(1);
    // The reply is a staff change: exactly one audit row names it.
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.tableName, "chat_messages"));
    expect(audits).toEqual([
      expect.objectContaining({ action: "create", rowId: String(staffRows[0]!.id), actorEmail: expect.any(String) }),
    ]);
  });

  it("opens an enquiry with the visitor's source; the first staff answer stops its clock, closing closes it", async () => {
    const { cookie } = await startChat({
      source_referrer: "https://www.safaribookings.com/operators/heartbeest",
      source_landing: "/?utm_source=safaribookings&utm_campaign=profile",
    } as Partial<typeof VALID>);
    const [conversation] = await database.db.select().from(chatConversations);
    const enquiryOf = async () =>
      (await database.db.select().from(enquiries).where(eq(enquiries.conversationId, conversation!.id)))[0]!;
    expect(await enquiryOf()).toMatchObject({
      kind: "chat",
      name: VALID.name,
      email: VALID.email,
      subject: VALID.message,
      sourceReferrer: "https://www.safaribookings.com/operators/heartbeest",
      utmSource: "safaribookings",
      utmCampaign: "profile",
      firstReplyAt: null,
      closedAt: null,
    });

    const reply = (body: string) =>
      run(
        adminChatRoute.action,
        staffPost({ intent: "reply", conversationId: String(conversation!.id), body }),
        context,
      );
    await reply("Karibu! Yes, August is ideal.");
    const answered = await enquiryOf();
    expect(answered.firstReplyChannel).toBe("chat");
    expect(answered.firstReplyAt).toBeInstanceOf(Date);
    await reply("And September too.");
    expect((await enquiryOf()).firstReplyAt?.getTime()).toBe(answered.firstReplyAt?.getTime());

    await run(adminChatRoute.action, staffPost({ intent: "close", conversationId: String(conversation!.id) }), context);
    expect((await enquiryOf()).closedAt).toBeInstanceOf(Date);
    await run(
      chatRoute.action,
      post({ intent: "send", via: "script", message: "One more thing" }, { cookie }),
      contextFrom(),
    );
    expect((await enquiryOf()).closedAt).toBeNull();
  });

  it.each([
    ["", 400],
    ["z".repeat(CHAT_LIMITS.message + 1), 400],
  ])("refuses a reply of %j", async (body, status) => {
    await startChat();
    const [conversation] = await database.db.select().from(chatConversations);
    const outcome = await run(
      adminChatRoute.action,
      staffPost({ intent: "reply", conversationId: String(conversation!.id), body }),
      context,
    );
    expect(outcome.status).toBe(status);
    expect(await database.db.$count(chatMessageRows)).toBe(1);
  });

  it("answers 404 for a reply to a conversation that does not exist, 400 for a malformed post", async () => {
    expect(
      (
        await run(
          adminChatRoute.action,
          staffPost({ intent: "reply", conversationId: "999999", body: "Hello" }),
          context,
        )
      ).status,
    ).toBe(404);
    expect(
      (await run(adminChatRoute.action, staffPost({ intent: "reply", conversationId: "x" }), context)).status,
    ).toBe(400);
  });

  it("closes a conversation (audited); the traveller sees it closed, and writing again reopens it", async () => {
    const { cookie } = await startChat();
    const [conversation] = await database.db.select().from(chatConversations);
    const closed = await run(
      adminChatRoute.action,
      staffPost({ intent: "close", conversationId: String(conversation!.id) }),
      context,
    );
    expect(closed.status).toBe(302);
    expect(await listConversations(database.db)).toEqual([]);
    expect((await listConversations(database.db, { status: "closed" })).map((row) => row.id)).toEqual([
      conversation!.id,
    ]);
    expect(((await poll(cookie)).body as ChatPollResponse).status).toBe("closed");
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.tableName, "chat_conversations"))
      .orderBy(asc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ action: "update", before: { status: "open" }, after: { status: "closed" } });

    await run(
      chatRoute.action,
      post({ intent: "send", via: "script", message: "One more question" }, { cookie }),
      contextFrom(),
    );
    expect(((await poll(cookie)).body as ChatPollResponse).status).toBe("open");
    expect(await database.db.$count(emailOutbox)).toBe(1);
  });
});

describe("the visitor token", () => {
  it("is stored as a digest", () => {
    expect(visitorTokenDigest("a".repeat(43))).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(visitorTokenDigest("a".repeat(43))).not.toBe("a".repeat(43));
  });
});
