// The disk under DATA_DIR fills up (the embedded database and uploads live there): a small tmpfs of its own,
// filled by the test. /readyz must say so (503 disk-full), so a load balancer stops sending traffic, and a
// booking must be refused as a passing outage in words with Retry-After, never a 500; once space is freed,
// the same process takes bookings again. Mounting a tmpfs needs root (CI runs as root).
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, unlink, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, onTestFailed, test } from "vitest";
import { freeDiskBytes } from "../../server/readiness";
import { type AppServer, startAppServer } from "../e2e/support/app-server";
import { bookingSubmission, header, htmlErrorPageProblem, postBooking, send } from "./support/fault-requests";

let mountPoint = "";
let mounted = false;
let app: AppServer | undefined;
// A developer's machine without root cannot mount the tmpfs: the test says so and is skipped there. CI runs as
// root, where a failed mount fails the test.
const canMount = process.getuid?.() === 0 || process.env.CI === "true";
if (!canMount) console.warn("fault-disk-full.test.ts skipped: mounting a tmpfs needs root (CI runs it).");

beforeAll(async () => {
  if (!canMount) return;
  mountPoint = await mkdtemp(path.join(os.tmpdir(), "heartbeest-full-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=256m", "tmpfs", mountPoint], { stdio: "pipe" });
    mounted = true;
  } catch (error) {
    throw new Error(`This test mounts a small tmpfs and needs root: ${(error as Error).message}`);
  }
  // TRUST_PROXY: each test booking comes from its own address (X-Forwarded-For), clear of the rate limit.
  app = await startAppServer({ dataDir: path.join(mountPoint, "data"), env: { TRUST_PROXY: "true" } });
});

afterAll(async () => {
  await app?.stop();
  if (mounted) execFileSync("umount", ["-l", mountPoint]);
  if (mountPoint) await rm(mountPoint, { recursive: true, force: true });
});

/** Fills the disk until `leaveBytes` are free, with one file; returns its path. */
async function fillDisk(leaveBytes: number): Promise<string> {
  const filler = path.join(mountPoint, `filler-${randomBytes(3).toString("hex")}`);
  const free = await freeDiskBytes(mountPoint);
  await writeFile(filler, Buffer.alloc(Math.max(0, free - leaveBytes)));
  return filler;
}

test.skipIf(!canMount)(
  "a full disk: /readyz says so, a booking is refused in words with Retry-After, and bookings resume once space is freed",
  async () => {
    if (!app) throw new Error("setup failed");
    const server = app;
    onTestFailed(() => console.log(`--- app output ---\n${server.output().split("\n").slice(-40).join("\n")}`));
    const runId = randomBytes(4).toString("hex");
    expect((await send(server.url, "/readyz")).status).toBe(200);
    expect((await postBooking(server.url, bookingSubmission(runId, 0))).acknowledged).toBe(true);

    // Under the readiness floor (64 MB), with room left for the database: not ready, still answering.
    const nearlyFull = await fillDisk(32 * 1024 * 1024);
    const notReady = await send(server.url, "/readyz");
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ status: "disk-full" });

    // Nothing left at all: what a booking meets is a passing outage, said in words, or a booking taken.
    const full = await fillDisk(0);
    const outcomes: string[] = [];
    for (let i = 1; i <= 10; i++) {
      const booking = await postBooking(server.url, bookingSubmission(runId, i), 30_000);
      const { record } = booking;
      expect(record.error, record.error?.message).toBeUndefined();
      outcomes.push(booking.acknowledged ? "booked" : String(record.status));
      if (booking.acknowledged) continue;
      expect(record.status, record.body.slice(0, 300)).toBe(503);
      expect(htmlErrorPageProblem(record)).toBeNull();
      expect(Number(header(record, "retry-after"))).toBeGreaterThan(0);
    }
    console.log(`[disk full] bookings on a full disk: ${outcomes.join(" ")}`);
    expect((await send(server.url, "/readyz")).status).toBe(503);

    // Space freed: the same process is ready again and takes bookings.
    await unlink(full);
    await unlink(nearlyFull);
    await expect.poll(async () => (await send(server.url, "/readyz")).status, { timeout: 15_000 }).toBe(200);
    expect((await postBooking(server.url, bookingSubmission(runId, 100))).acknowledged).toBe(true);
  },
);
