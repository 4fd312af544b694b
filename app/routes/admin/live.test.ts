// /admin/live with real requests against a real database: refused in words without a session, the counts,
// the inbox's marker and the viewer's own enquiries for any member of staff, never cached, and the poll does
// not keep an idle session alive (a page load does).
import { rm } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enquiries, staffSessions } from "~/db/schema";
import type { LiveAnswer } from "~/features/staff/portal-counts.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { addInquiryEnquiry } from "../../../tests/support/enquiries";
import {
  type RouteHandler,
  routeOutcome,
  signedInStaff,
  siteRequest,
  type TestContext,
} from "../../../tests/support/staff-sessions";
import * as layoutRoute from "./layout";
import * as liveRoute from "./live";

let database: TestDatabase;
let context: TestContext;
let cookie: string;
let staffId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  let staff: { id: string };
  ({ context, cookie, staff } = await signedInStaff(database, "Juma Agent", "agent"));
  staffId = staff.id;
});

afterAll(async () => {
  await database?.destroy();
  if (context) await rm(context.config.DATA_DIR, { recursive: true, force: true });
});

async function live(as?: string): Promise<{ status: number; answer: LiveAnswer; response: Response }> {
  const response = (await liveRoute.loader({
    request: siteRequest("/admin/live", as ? { cookie: as } : {}),
    params: {},
    context,
  } as never)) as Response;
  return { status: response.status, answer: (await response.clone().json()) as LiveAnswer, response };
}

describe("/admin/live", () => {
  it("answers 401 without a session, and is never cached", async () => {
    const { status, answer, response } = await live();
    expect(status).toBe(401);
    expect(answer).toEqual({ signedIn: false });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("gives any member of staff the counts, and moves when an enquiry arrives or becomes theirs", async () => {
    const first = await live(cookie);
    if (!first.answer.signedIn) throw new Error("not signed in");
    expect(first.response.headers.get("cache-control")).toBe("no-store");
    const { enquiry } = await addInquiryEnquiry(database.db, { name: "Lena Vogel" });
    const arrived = await live(cookie);
    if (!arrived.answer.signedIn) throw new Error("not signed in");
    expect(arrived.answer.counts.waitingForMe).toBe(first.answer.counts.waitingForMe + 1);
    expect(arrived.answer.inboxMarker).not.toBe(first.answer.inboxMarker);
    await database.db
      .update(enquiries)
      .set({ ownerId: staffId, lastActivityAt: new Date(Date.now() + 1_000) })
      .where(eq(enquiries.id, enquiry.id));
    const mine = await live(cookie);
    expect(mine.answer.signedIn && mine.answer.owned).toEqual([{ id: enquiry.id, name: "Lena Vogel" }]);
  });

  it("does not extend an idle session, where a page load does", async () => {
    // A session last extended two days ago: due to be extended by the next page load.
    const due = new Date(Date.now() + 5 * 24 * 60 * 60 * 1000);
    await database.db.update(staffSessions).set({ expiresAt: due }).where(eq(staffSessions.userId, staffId));
    const expiry = async () =>
      (await database.db.select().from(staffSessions).where(eq(staffSessions.userId, staffId)))[0]?.expiresAt;

    const polled = await live(cookie);
    expect(polled.status).toBe(200);
    expect(polled.response.headers.get("set-cookie")).toBeNull();
    expect((await expiry())?.getTime()).toBe(due.getTime());

    const page = await routeOutcome(layoutRoute.loader as RouteHandler, siteRequest("/admin", { cookie }), {}, context);
    expect(page.status).toBe(200);
    expect((await expiry())?.getTime()).toBeGreaterThan(due.getTime() + 24 * 60 * 60 * 1000);
  });
});
