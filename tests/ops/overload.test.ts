// A crowd arrives at once (server/admission.ts): 1,200 page requests in flight against one production server,
// each on its own connection. The public pages an anonymous visitor asks for, with unique tracking
// parameters (utm_*, fbclid, gclid, as links from newsletters and ads carry), are answered from the page
// cache; requests it cannot answer (a visitor with a cookie) queue for a place or are refused at once with
// 503, Retry-After and a page in words. Nothing hangs, nothing is reset, nothing answers 500. The timings are
// printed for the record; the bench measures speed (`npm run bench`), this test what visitors are told.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type AppServer, startAppServer } from "../e2e/support/app-server";
import {
  countBy,
  header,
  htmlErrorPageProblem,
  percentile,
  type RecordedRequest,
  send,
} from "./support/fault-requests";

const PUBLIC_PAGES = ["/", "/safaris", "/safaris/1", "/destinations", "/reviews", "/contact"];
const CROWD = 1_200;

let server: AppServer;
beforeAll(async () => {
  // Small lanes, so that a crowd the test machine can send is well past them.
  server = await startAppServer({ env: { REQUEST_CONCURRENCY: "4", REQUEST_QUEUE: "40" } });
  // Every public page rendered once, so the plain addresses are in the page cache.
  for (const path of PUBLIC_PAGES) expect((await send(server.url, path)).status, path).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

test("a crowd of 1,200: cached pages answer, the rest queue or are refused at once in words, none hangs", async () => {
  const tracking = () =>
    [
      `utm_source=newsletter&utm_campaign=${randomBytes(3).toString("hex")}`,
      `fbclid=IwAR${randomBytes(6).toString("hex")}`,
      `gclid=Cj0KCQ${randomBytes(6).toString("hex")}`,
    ][Math.floor(Math.random() * 3)];
  const requests: Promise<{ cached: boolean; record: RecordedRequest }>[] = [];
  for (let i = 0; i < CROWD; i++) {
    const path = PUBLIC_PAGES[i % PUBLIC_PAGES.length] as string;
    // One in three is a returning visitor with a cookie: never from the page cache, always through the lanes.
    const cached = i % 3 !== 0;
    requests.push(
      send(server.url, cached ? `${path}?${tracking()}` : path, {
        headers: cached ? {} : { Cookie: `hb_seen=${i}` },
        timeoutMs: 60_000,
      }).then((record) => ({ cached, record })),
    );
  }
  const answers = await Promise.all(requests);

  for (const { record } of answers) {
    expect(record.error, `${record.path}: ${record.error?.message}`).toBeUndefined();
    expect([200, 503], record.path).toContain(record.status);
  }
  const cachedAnswers = answers.filter((answer) => answer.cached).map((answer) => answer.record);
  const laneAnswers = answers.filter((answer) => !answer.cached).map((answer) => answer.record);
  // Every cached page came from the cache, whatever its tracking parameters.
  expect(countBy(cachedAnswers, (record) => `${record.status} ${header(record, "x-page-cache")}`)).toEqual({
    [`200 hit`]: cachedAnswers.length,
  });
  // The rest: some worked on, the others refused in words, with when to come back.
  const refused = laneAnswers.filter((record) => record.status === 503);
  expect(refused.length).toBeGreaterThan(0);
  expect(laneAnswers.filter((record) => record.status === 200).length).toBeGreaterThan(0);
  for (const record of refused) {
    expect(htmlErrorPageProblem(record), record.path).toBeNull();
    expect(record.body).toContain("Too many people are visiting at this moment.");
    expect(header(record, "retry-after")).toBe("5");
  }
  expect(server.logs.some((line) => line.msg === "overloaded: request refused")).toBe(true);

  const took = (records: RecordedRequest[]) => records.map((record) => record.endedAt - record.startedAt);
  console.log(
    `[overload] ${CROWD} at once: cached ${cachedAnswers.length} p50 ${percentile(took(cachedAnswers), 0.5)} ms, p95 ${percentile(took(cachedAnswers), 0.95)} ms; through the lanes ${laneAnswers.length}: ${JSON.stringify(countBy(laneAnswers, (record) => String(record.status)))}, refusals p95 ${percentile(took(refused), 0.95)} ms`,
  );

  // Once the crowd has gone, the server answers as before.
  expect((await send(server.url, "/safaris", { headers: { Cookie: "hb_seen=after" } })).status).toBe(200);
});
