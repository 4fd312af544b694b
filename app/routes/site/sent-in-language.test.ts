// What a traveller sends from a page in another language keeps that language: a contact inquiry, a chat and a
// review posted at their French addresses (each action run in its address's language, as server/app.ts runs
// it) are stored in French, the traveller's toast is French as written, and the e-mail to staff stays English and
// says which language to answer in. The contact form sends the traveller no e-mail of its own (only staff are
// written to), so there is no acknowledgement to translate.
import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toastCookie } from "~/components/ui/toast.server";
import { chatConversations, emailOutbox, inquiries, reviews } from "~/db/schema";
import { HONEYPOT_FIELD_NAME } from "~/features/spam/honeypot";
import { issueSubmissionToken, SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import frContact from "~/i18n/messages/fr/contact";
import frReviews from "~/i18n/messages/fr/reviews";
import { runInRequestLocale } from "~/i18n/server-messages.server";
import { type RouteOutcome, runRoute } from "../../../tests/setup/route-outcome";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { TEST_SITE_URL, testContext } from "../../../tests/support/staff-sessions";
import { action as chatAction } from "./chat";
import { action as contactAction } from "./contact";
import { action as reviewsAction } from "./reviews";

const STAFF_EMAIL = "enquiries@heartbeest.test";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

function context(): AppLoadContext {
  return testContext(database, { STAFF_EMAIL });
}

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries({ [SUBMISSION_TOKEN_FIELD]: issueSubmissionToken(), ...fields })) {
    body.set(name, value);
  }
  return body;
}

/** Posts to the route's action at `path`, answered in that address's language. */
function post(
  path: string,
  run: (args: { request: Request; context: AppLoadContext; params: object }) => unknown,
  fields: Record<string, string>,
): Promise<RouteOutcome> {
  const url = `${TEST_SITE_URL}${path}`;
  const request = new Request(url, { method: "POST", body: form(fields) });
  return runInRequestLocale(url, () => runRoute(() => run({ request, context: context(), params: {} })));
}

async function toastOf(outcome: RouteOutcome) {
  const cookie = outcome.headers.getSetCookie().find((value) => value.startsWith(`${toastCookie.name}=`)) ?? "";
  return toastCookie.parse(cookie.split(";")[0] ?? "");
}

const emailsTo = (address: string) => database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("sent from a French page", () => {
  it("a contact inquiry is stored in French; staff are told in English to answer in French", async () => {
    const outcome = await post("/fr/contact", contactAction as never, {
      intent: "send-inquiry",
      name: "Camille Martin",
      email: "camille@example.fr",
      phone: "",
      subject: "Voyage de noces en août",
      inquiryType: "custom",
      message: "Nous aimerions passer dix jours dans le Masai Mara.",
    });
    expect(outcome.status).toBe(302);
    const toast = await toastOf(outcome);
    expect(toast.title).toBe(frContact["contact.toast.successTitle"]);

    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.email, "camille@example.fr"));
    expect(inquiry?.locale).toBe("fr");
    const [staff] = await emailsTo(STAFF_EMAIL).then((rows) =>
      rows.filter((row) => row.kind === "inquiry_staff_notification" && row.replyTo === "camille@example.fr"),
    );
    expect(staff?.subject).toBe("Website inquiry: Voyage de noces en août");
    expect(staff?.textBody).toContain("Writes in French. Please reply in French.");
    expect(staff?.textBody).toContain("Inquiry type: Custom safari");
    expect(staff?.htmlBody).toContain('<html lang="en">');
    // The traveller's acknowledgement is French, with a copy of what they wrote; replying writes to staff.
    const toTraveller = await emailsTo("camille@example.fr");
    expect(toTraveller).toHaveLength(1);
    expect(toTraveller[0]).toMatchObject({ kind: "inquiry_acknowledgement", replyTo: STAFF_EMAIL });
    expect(toTraveller[0]?.subject).toBe("Nous avons bien reçu votre message\u00a0: Voyage de noces en août");
    expect(toTraveller[0]?.textBody).toContain("Bonjour Camille Martin,");
    expect(toTraveller[0]?.textBody).toContain("Nous aimerions passer dix jours dans le Masai Mara.");
    expect(toTraveller[0]?.htmlBody).toContain('<html lang="fr">');
  });

  it("a chat is stored in French; staff are told in English", async () => {
    const outcome = await post("/fr/chat", chatAction as never, {
      intent: "start",
      name: "Hugo Bernard",
      email: "hugo@example.fr",
      message: "Bonjour, le camp est-il ouvert en avril ?",
      [HONEYPOT_FIELD_NAME]: "",
    });
    expect(outcome.status).toBe(302);
    const [conversation] = await database.db
      .select()
      .from(chatConversations)
      .where(eq(chatConversations.visitorEmail, "hugo@example.fr"));
    expect(conversation?.locale).toBe("fr");
    const [staff] = (await emailsTo(STAFF_EMAIL)).filter((row) => row.replyTo === "hugo@example.fr");
    expect(staff?.subject).toBe("New chat from Hugo Bernard");
    expect(staff?.textBody).toContain("Writes in French. Please reply in French.");
  });

  it("a review is stored in French; the staff notification says so in English", async () => {
    const outcome = await post("/fr/avis", reviewsAction as never, {
      intent: "submit-review",
      name: "Léa Petit",
      email: "lea@example.fr",
      rating: "5",
      comment: "Notre guide a trouvé un léopard dès le premier soir.",
    });
    expect(outcome.status).toBe(302);
    expect((await toastOf(outcome)).title).toBe(frReviews["reviews.toast.successTitle"]);
    const [review] = await database.db.select().from(reviews).where(eq(reviews.email, "lea@example.fr"));
    expect(review?.locale).toBe("fr");
    const [staff] = (await emailsTo(STAFF_EMAIL)).filter((row) => row.kind === "review_staff_notification");
    expect(staff?.subject).toBe("New review from Léa Petit (5/5) awaiting approval");
    expect(staff?.textBody).toContain("Written in French.");
  });

  it("the same posted at the English addresses are stored in English, staff told nothing more", async () => {
    await post("/contact", contactAction as never, {
      intent: "send-inquiry",
      name: "Amina Otieno",
      email: "amina@example.com",
      phone: "",
      subject: "Honeymoon in August",
      inquiryType: "custom",
      message: "We would love ten days in the Mara and on Zanzibar.",
    });
    const [inquiry] = await database.db.select().from(inquiries).where(eq(inquiries.email, "amina@example.com"));
    expect(inquiry?.locale).toBe("en");
    const [staff] = (await emailsTo(STAFF_EMAIL)).filter((row) => row.replyTo === "amina@example.com");
    expect(staff?.textBody).not.toContain("Writes in");
  });
});
