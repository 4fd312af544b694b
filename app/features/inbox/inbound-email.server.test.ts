// A traveller's e-mail answer coming back into the enquiry's thread, against a real database: the reply sent
// from the portal names the enquiry's own address to answer to, the provider's post to that address joins the
// thread once (however often it is delivered) and wakes a closed or snoozed enquiry; mail to any other
// address, or not in the provider's shape, changes nothing.
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, enquiries, enquiryTravellerMessages } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addBookingEnquiry, addInquiryEnquiry, addStaff } from "../../../tests/support/enquiries";
import { getEnquiryDetail } from "./enquiry-detail.server";
import { newReplyToken, sendEnquiryReply } from "./enquiry-reply.server";
import { inboundCredentialsMatch, receiveInboundEmail } from "./inbound-email.server";
import { parseInboxFilter } from "./inbox-filters";
import { listEnquiries } from "./inbox-list.server";
import { DEFAULT_CLOCK_SETTINGS } from "./office-hours";
import { replyTokenIn } from "./reply-address";

const INBOUND = "answers@in.heartbeest.test";
const config = {
  STAFF_EMAIL: "reservations@heartbeest.test",
  SITE_URL: "https://heartbeest.test",
  INBOUND_EMAIL_ADDRESS: INBOUND,
  INBOUND_EMAIL_WEBHOOK_SECRET: "the inbound webhook's own secret",
};

let database: TestDatabase;
let akinyi: Awaited<ReturnType<typeof addStaff>>;

beforeAll(async () => {
  database = await createTestDatabase();
  akinyi = await addStaff(database.db, "Akinyi Wafula");
});

afterAll(async () => {
  await database?.destroy();
});

let messageNumber = 0;
/** Postmark's inbound JSON for a mail from the traveller to `to`. */
function postmarkMail(to: string, fields: Record<string, unknown> = {}) {
  messageNumber += 1;
  const hash = /\+([^@]+)@/.exec(to)?.[1] ?? "";
  return {
    FromName: "Tom Baker",
    MessageStream: "inbound",
    From: "tom@example.com",
    FromFull: { Email: "tom@example.com", Name: "Tom Baker", MailboxHash: "" },
    To: `"Heartbeest Safari" <${to}>`,
    ToFull: [{ Email: to, Name: "Heartbeest Safari", MailboxHash: hash }],
    Cc: "",
    CcFull: [],
    OriginalRecipient: to,
    Subject: "Re: Your safari enquiry",
    MessageID: `73e6d360-66eb-11e1-8e72-a8904824019${messageNumber}`,
    ReplyTo: "",
    MailboxHash: hash,
    Date: "Mon, 30 Nov 2026 10:15:00 +0300",
    TextBody: "Yes, August works for us.\n\nOn Mon, Akinyi wrote:\n> Dear Tom,",
    HtmlBody: "<p>Yes, August works for us.</p>",
    StrippedTextReply: "Yes, August works for us.",
    Tag: "",
    Headers: [{ Name: "X-Spam-Status", Value: "No" }],
    Attachments: [],
    ...fields,
  };
}

/** Sends a reply from the portal and returns the Reply-To its outbox row carries. */
async function replyAddressOf(enquiryId: number): Promise<string> {
  const sent = await sendEnquiryReply(database.db, {
    enquiryId,
    actor: akinyi,
    values: { intent: "reply", replyToken: newReplyToken(), subject: "Your safari", body: "Dear Tom, ..." },
    config,
  });
  if (sent.status !== "sent") throw new Error(`the reply was not sent: ${sent.status}`);
  const [row] = await database.db
    .select({ replyTo: emailOutbox.replyTo })
    .from(emailOutbox)
    .where(like(emailOutbox.dedupeKey, `enquiry:${enquiryId}:reply:%`));
  return row?.replyTo ?? "";
}

function threadOf(enquiryId: number) {
  return getEnquiryDetail(database.db, enquiryId).then((detail) => detail?.thread ?? []);
}

describe("the reply address", () => {
  it("is the enquiry's own, different for every enquiry, and a secret of 32 hex characters", async () => {
    const { enquiry: first } = await addInquiryEnquiry(database.db);
    const { enquiry: second } = await addBookingEnquiry(database.db);
    const [a, b] = [await replyAddressOf(first.id), await replyAddressOf(second.id)];
    expect(a).toMatch(/^answers\+[a-f0-9]{32}@in\.heartbeest\.test$/);
    expect(b).toMatch(/^answers\+[a-f0-9]{32}@in\.heartbeest\.test$/);
    expect(a).not.toBe(b);
    expect(replyTokenIn(a, INBOUND)).toBe(first.replyToken);
  });

  it("is the reservations mailbox while inbound mail is off", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const sent = await sendEnquiryReply(database.db, {
      enquiryId: enquiry.id,
      actor: akinyi,
      values: { intent: "reply", replyToken: newReplyToken(), subject: "Hello", body: "Dear Tom" },
      config: { ...config, INBOUND_EMAIL_ADDRESS: undefined },
    });
    expect(sent.status).toBe("sent");
    const rows = await database.db.select().from(emailOutbox);
    const mine = rows.filter((row) => row.dedupeKey?.startsWith(`enquiry:${enquiry.id}:reply:`));
    expect(mine.map((row) => row.replyTo)).toEqual(["reservations@heartbeest.test"]);
  });
});

describe("an e-mail answer", () => {
  it("joins the thread after the reply, without the quoted e-mail, and counts as the traveller's activity", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db, { name: "Tom Baker" });
    const address = await replyAddressOf(enquiry.id);
    const at = new Date(Date.now() + 60_000);
    expect(await receiveInboundEmail(database.db, postmarkMail(address), { inboundAddress: INBOUND, at })).toBe(
      "stored",
    );

    const thread = await threadOf(enquiry.id);
    expect(thread.map((item) => item.type)).toEqual(["reply", "inbound"]);
    expect(thread[1]).toMatchObject({
      type: "inbound",
      channel: "email",
      author: "Tom Baker",
      from: "tom@example.com",
      subject: "Re: Your safari enquiry",
      body: "Yes, August works for us.",
      attachmentNames: [],
    });
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row?.lastActivityAt.getTime()).toBe(at.getTime());
  });

  it("marks the inbox row as written back until staff reply again", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db, { name: "Wanjiru Kamau" });
    const address = await replyAddressOf(enquiry.id);
    const rowOf = async () => {
      const viewer = { staffId: akinyi.id, now: new Date(), settings: DEFAULT_CLOCK_SETTINGS };
      const filter = parseInboxFilter(new URLSearchParams("status=all&q=Wanjiru")).filter;
      return (await listEnquiries(database.db, filter, viewer)).rows.find((row) => row.id === enquiry.id);
    };
    expect((await rowOf())?.wroteBackAt).toBeNull();
    const at = new Date(Date.now() + 60_000);
    await receiveInboundEmail(database.db, postmarkMail(address), { inboundAddress: INBOUND, at });
    expect((await rowOf())?.wroteBackAt?.getTime()).toBe(at.getTime());
    await sendEnquiryReply(database.db, {
      enquiryId: enquiry.id,
      actor: akinyi,
      values: { intent: "reply", replyToken: newReplyToken(), subject: "Re", body: "Thank you" },
      config,
      at: new Date(at.getTime() + 60_000),
    });
    expect((await rowOf())?.wroteBackAt).toBeNull();
  });

  it("lands once however often the provider delivers it", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const address = await replyAddressOf(enquiry.id);
    const mail = postmarkMail(address);
    expect(await receiveInboundEmail(database.db, mail, { inboundAddress: INBOUND })).toBe("stored");
    expect(await receiveInboundEmail(database.db, mail, { inboundAddress: INBOUND })).toBe("duplicate");
    const rows = await database.db
      .select()
      .from(enquiryTravellerMessages)
      .where(eq(enquiryTravellerMessages.enquiryId, enquiry.id));
    expect(rows).toHaveLength(1);
  });

  it("wakes an enquiry that was closed or snoozed", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const address = await replyAddressOf(enquiry.id);
    await database.db
      .update(enquiries)
      .set({ closedAt: new Date(), followUpOn: "2099-01-01" })
      .where(eq(enquiries.id, enquiry.id));
    await receiveInboundEmail(database.db, postmarkMail(address), { inboundAddress: INBOUND });
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, enquiry.id));
    expect(row?.closedAt).toBeNull();
    expect(row?.followUpOn).toBeNull();
  });

  it("is found by the address it was sent to when the provider gives no mailbox hash (a copy, upper case)", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const address = await replyAddressOf(enquiry.id);
    const mail = postmarkMail("someone@example.com", {
      MailboxHash: "",
      OriginalRecipient: "",
      CcFull: [{ Email: address.toUpperCase(), Name: "", MailboxHash: "" }],
    });
    expect(await receiveInboundEmail(database.db, mail, { inboundAddress: INBOUND })).toBe("stored");
    expect((await threadOf(enquiry.id)).some((item) => item.type === "inbound")).toBe(true);
  });

  it("keeps the text of an HTML-only e-mail, and names the files it came with", async () => {
    const { enquiry } = await addBookingEnquiry(database.db);
    const address = await replyAddressOf(enquiry.id);
    const mail = postmarkMail(address, {
      TextBody: "",
      StrippedTextReply: "",
      HtmlBody:
        "<html><head><style>p{}</style></head><body><p>Passports &amp; visas attached.</p><p>Tom</p></body></html>",
      Attachments: [
        { Name: "passport.pdf", Content: "JVBERi0=", ContentType: "application/pdf", ContentLength: 5 },
        { Name: "visa.jpg", Content: "/9j/", ContentType: "image/jpeg", ContentLength: 3 },
      ],
    });
    await receiveInboundEmail(database.db, mail, { inboundAddress: INBOUND });
    const inbound = (await threadOf(enquiry.id)).find((item) => item.type === "inbound");
    expect(inbound).toMatchObject({
      body: "Passports & visas attached.\n\nTom",
      attachmentNames: ["passport.pdf", "visa.jpg"],
    });
  });

  it("says so when the e-mail had no text at all", async () => {
    const { enquiry } = await addInquiryEnquiry(database.db);
    const address = await replyAddressOf(enquiry.id);
    const mail = postmarkMail(address, { TextBody: "", StrippedTextReply: "", HtmlBody: "" });
    await receiveInboundEmail(database.db, mail, { inboundAddress: INBOUND });
    const inbound = (await threadOf(enquiry.id)).find((item) => item.type === "inbound");
    expect(inbound).toMatchObject({ body: "(This e-mail had no text.)" });
  });

  it("changes nothing when it names no enquiry, another mailbox, or is not the provider's shape", async () => {
    const before = await database.db.select().from(enquiryTravellerMessages);
    const unknownToken = "answers+ffffffffffffffffffffffffffffffff@in.heartbeest.test";
    expect(await receiveInboundEmail(database.db, postmarkMail(unknownToken), { inboundAddress: INBOUND })).toBe(
      "unmatched",
    );
    expect(
      await receiveInboundEmail(database.db, postmarkMail("answers@in.heartbeest.test"), { inboundAddress: INBOUND }),
    ).toBe("unmatched");
    const { enquiry } = await addInquiryEnquiry(database.db);
    const otherDomain = `answers+${enquiry.replyToken}@elsewhere.example`;
    expect(
      await receiveInboundEmail(database.db, postmarkMail(otherDomain, { MailboxHash: "", ToFull: [] }), {
        inboundAddress: INBOUND,
      }),
    ).toBe("unmatched");
    expect(await receiveInboundEmail(database.db, { hello: "world" }, { inboundAddress: INBOUND })).toBe("invalid");
    expect(await receiveInboundEmail(database.db, undefined, { inboundAddress: INBOUND })).toBe("invalid");
    expect(await database.db.select().from(enquiryTravellerMessages)).toHaveLength(before.length);
  });
});

describe("the webhook's password", () => {
  const secret = config.INBOUND_EMAIL_WEBHOOK_SECRET;
  const basic = (text: string) => `Basic ${Buffer.from(text).toString("base64")}`;

  it("is accepted whatever the user name, and refused when wrong, missing or malformed", () => {
    expect(inboundCredentialsMatch(basic(`inbound:${secret}`), secret)).toBe(true);
    expect(inboundCredentialsMatch(basic(`postmark:${secret}`), secret)).toBe(true);
    expect(inboundCredentialsMatch(basic(`inbound:${secret}x`), secret)).toBe(false);
    expect(inboundCredentialsMatch(basic(secret), secret)).toBe(false);
    expect(inboundCredentialsMatch(null, secret)).toBe(false);
    expect(inboundCredentialsMatch(`Bearer ${secret}`, secret)).toBe(false);
  });
});
