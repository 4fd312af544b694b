// Proofs of residency against the running product, as a hostile tester sent them: many 5 MB documents from
// one trip page, from addresses rotating inside one IPv6 /64, files that only begin like a PDF, and a sender's
// file name that is a web page's. A booking keeps one document per traveller (a replacement takes a place's
// bytes), a day's bytes per client and per booking run out with a 429 and Retry-After, every refusal is in
// words on the page (without script) and in the page's data (with script), the table never holds more than
// the places allow, and staff download each document under a name we build, as an attachment with nosniff.
import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/client.server";
import {
  RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY,
  RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS_DEFAULT,
  RESIDENCY_PROOF_MAX_BYTES,
} from "~/features/trip/residency-proof-limits";
import { createTestTrip } from "../support/trips";
import { getPage, postForm, type SecurityApp, signInAsAdmin, startSecurityApp } from "./support/security-app";

let app: SecurityApp;

interface TestTrip {
  id: number;
  reference: string;
  token: string;
}

beforeAll(async () => {
  app = await startSecurityApp();
});
afterAll(async () => {
  await app?.stop();
});

/** Bookings made as the booking forms make them, each for two residents (two places for documents). */
async function residentTrips(count: number): Promise<TestTrip[]> {
  const handle = await openDatabase({ url: app.database.url, poolSize: 1 });
  try {
    const trips: TestTrip[] = [];
    for (let i = 0; i < count; i++) {
      const { booking, token } = await createTestTrip(handle.db, { residency: "resident", adults: 2, children: 0 });
      trips.push({ id: booking.id, reference: booking.reference, token });
    }
    return trips;
  } finally {
    await handle.close();
  }
}

/** A document of exactly `size` bytes: random bytes behind a PDF's header, ending as a PDF ends. */
function pdfOfSize(size = RESIDENCY_PROOF_MAX_BYTES, inside?: Buffer): Buffer {
  const head = Buffer.from("%PDF-1.7\n");
  const tail = Buffer.from("\n%%EOF\n");
  const body = inside ?? randomBytes(size - head.length - tail.length);
  return Buffer.concat([head, body, tail]);
}

let hostNumber = 0;
/** The attacker's /64. Each test but the main one sends from a network of its own, so the page's limit of
 * 20 posts per 10 minutes per client never decides a test by accident. */
const ATTACKER = "2001:db8:5:6";
/** A new address in the attacker's one /64 for every post, as a phone can pick. */
function rotatingAddress(network = ATTACKER): string {
  hostNumber += 1;
  return `${network}:${((hostNumber * 7919) % 0x10000).toString(16)}:${hostNumber.toString(16)}:0:1`;
}

/** Every post must really come from the /64 it names (an address the server cannot read would be its peer's). */
function assertValidAddress(address: string): string {
  if (isIP(address) === 0) throw new Error(`not an address: ${address}`);
  return address;
}

function uploadForm(bytes: Buffer, name: string, replaces?: number): FormData {
  const form = new FormData();
  form.set("intent", "residency-proof");
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  if (replaces !== undefined) form.set("replaces", String(replaces));
  return form;
}

/** A post without script (the page comes back with the words) or with it (the route's data). */
async function upload(
  trip: TestTrip,
  bytes: Buffer,
  options: { name?: string; replaces?: number; address?: string; network?: string; script?: boolean } = {},
) {
  const path = `/trip/${trip.token}${options.script ? ".data" : ""}`;
  const response = await postForm(app, path, uploadForm(bytes, options.name ?? "permit.pdf", options.replaces), {
    clientAddress: assertValidAddress(options.address ?? rotatingAddress(options.network)),
  });
  return { status: response.status, response, text: await response.text() };
}

/** A kept upload: a redirect back to the page (with script, single fetch's 202 carrying the redirect). */
const kept = (answer: { status: number }) => answer.status === 302 || answer.status === 202;

async function storedProofs(bookingId: number) {
  return app.query<{ id: number; bytes: string; file_name: string; status: string }>(
    `select id, octet_length(content) as bytes, file_name, status from residency_proofs
      where booking_id = $1 order by id`,
    [bookingId],
  );
}

async function tableBytes(): Promise<number> {
  const [row] = await app.query<{ bytes: string | null }>(
    "select sum(octet_length(content)) as bytes from residency_proofs",
  );
  return Number(row?.bytes ?? 0);
}

/** Text as the page shows it (the catalogue's typographic apostrophes and spaces kept). */
const words = (text: string) => text.replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

describe("proofs of residency from a trip page", () => {
  it("refuses random bytes behind a PDF header and stores nothing", async () => {
    const [trip] = await residentTrips(1);
    const started = Date.now();
    for (let i = 0; i < 3; i++) {
      const bytes = Buffer.concat([Buffer.from("%PDF-"), randomBytes(RESIDENCY_PROOF_MAX_BYTES - 5)]);
      const answer = await upload(trip!, bytes, { network: "2001:db8:1:1" });
      expect(answer.status).toBe(400);
      expect(words(answer.text)).toContain("The file is not a PDF, JPEG or PNG.");
    }
    console.info(`3 x 5 MB of random bytes behind %PDF- refused in ${Date.now() - started} ms`);
    expect(await storedProofs(trip!.id)).toEqual([]);
  });

  it("refuses a file over 5 MB with 413 in words, with and without script", async () => {
    const [trip] = await residentTrips(1);
    const big = pdfOfSize(RESIDENCY_PROOF_MAX_BYTES + 1);
    for (const script of [false, true]) {
      const answer = await upload(trip!, big, { script, network: "2001:db8:2:2" });
      expect(answer.status).toBe(413);
      expect(answer.text).toContain("The file is larger than 5 MB.");
    }
    expect(await storedProofs(trip!.id)).toEqual([]);
  });

  it("keeps one document per traveller however many are sent, and counts a day's bytes per booking and per /64", async () => {
    const [a, b, c, d] = await residentTrips(4);
    const before = await tableBytes();
    const started = Date.now();

    // Ten full-size documents at one two-traveller booking, each from a new address in the same /64.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const answer = await upload(a!, pdfOfSize(), { script: i % 2 === 1 });
      statuses.push(kept(answer) ? 302 : answer.status);
      if (answer.status === 409) {
        expect(words(answer.text)).toContain(
          "This booking already has all 2 of its documents, one per traveller. Choose the document your new file replaces.",
        );
      }
    }
    expect(statuses.slice(0, 2)).toEqual([302, 302]);
    expect(statuses.slice(2)).toEqual(Array(8).fill(409));
    const places = await storedProofs(a!.id);
    expect(places.map((proof) => Number(proof.bytes))).toEqual([RESIDENCY_PROOF_MAX_BYTES, RESIDENCY_PROOF_MAX_BYTES]);

    // Replacing a document overwrites it: the booking still holds two. The booking's day allows four.
    const perBooking = RESIDENCY_PROOF_BYTES_PER_BOOKING_PER_DAY / RESIDENCY_PROOF_MAX_BYTES;
    for (let i = 2; i < perBooking; i++) {
      expect((await upload(a!, pdfOfSize(), { replaces: places[0]!.id })).status).toBe(302);
    }
    const bookingDay = await upload(a!, pdfOfSize(), { replaces: places[0]!.id });
    expect(bookingDay.status).toBe(429);
    expect(Number(bookingDay.response.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(words(bookingDay.text)).toContain(
      "This booking has received as many documents as we can take today. Please try again in 24 hours",
    );
    expect((await storedProofs(a!.id)).map((proof) => proof.id)).toEqual(places.map((proof) => proof.id));

    // The /64's day: four documents so far; other bookings take it to the default budget, then no more.
    const perClient = RESIDENCY_PROOF_DAILY_MB_PER_ADDRESS_DEFAULT / (RESIDENCY_PROOF_MAX_BYTES / 1024 / 1024);
    let sent = perBooking;
    for (const trip of [b!, c!]) {
      for (let place = 0; place < 2 && sent < perClient; place++, sent++) {
        expect((await upload(trip, pdfOfSize())).status).toBe(302);
      }
    }
    for (const script of [false, true]) {
      const clientDay = await upload(d!, pdfOfSize(), { script });
      expect(clientDay.status).toBe(429);
      expect(clientDay.response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(words(clientDay.text)).toContain(
        "We have received as many documents from your connection as we can take today. Please try again in 24 hours",
      );
    }
    expect(await storedProofs(d!.id)).toEqual([]);
    // Another network is another client.
    expect((await upload(d!, pdfOfSize(), { address: rotatingAddress("2001:db8:99:1") })).status).toBe(302);

    const grown = (await tableBytes()) - before;
    console.info(
      `${10 + (perBooking - 1) + (sent - perBooking) + 3} uploads in ${Date.now() - started} ms; the table grew ${(grown / 1024 / 1024).toFixed(1)} MB`,
    );
    // Four bookings, two places each: never more than their places hold.
    expect(grown).toBeLessThanOrEqual(4 * 2 * RESIDENCY_PROOF_MAX_BYTES);
    const [rows] = await app.query<{ count: string }>(
      "select count(*) as count from residency_proofs where booking_id = any($1)",
      [[a!.id, b!.id, c!.id, d!.id]],
    );
    expect(Number(rows?.count)).toBe(2 + 2 + 2 + 1);
  });

  it("never keeps or serves the sender's file name: staff download ours, as an attachment, with nosniff", async () => {
    const [trip] = await residentTrips(1);
    const polyglot = pdfOfSize(0, Buffer.from("<html><script>alert(document.cookie)</script></html>"));
    expect((await upload(trip!, polyglot, { name: "poly.html", network: "2001:db8:7:7" })).status).toBe(302);
    const [proof] = await storedProofs(trip!.id);
    expect(proof?.file_name).toBe(`residency-proof-${trip!.reference}-1.pdf`);

    const cookie = await signInAsAdmin(app);
    const booking = await getPage(app, `/admin/bookings/${trip!.id}`, { cookie });
    expect(booking.text).toContain(`residency-proof-${trip!.reference}-1.pdf`);
    expect(booking.text).not.toContain("poly.html");
    const download = await fetch(`${app.url}/admin/bookings/${trip!.id}/residency-proof/${proof!.id}`, {
      headers: { Cookie: cookie },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="residency-proof-${trip!.reference}-1.pdf"`,
    );
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await download.arrayBuffer()).equals(polyglot)).toBe(true);

    // The traveller's own page names it the same way.
    const page = await getPage(app, `/trip/${trip!.token}`);
    expect(page.text).toContain("Document 1");
    expect(page.text).not.toContain("poly.html");
  });
});
