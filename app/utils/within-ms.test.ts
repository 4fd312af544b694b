import { describe, expect, test } from "vitest";
import { WaitTimedOut, withinMs } from "./within-ms";

describe("withinMs", () => {
  test("passes on what settles in time, value or error", async () => {
    await expect(withinMs(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(withinMs(Promise.reject(new Error("refused")), 50)).rejects.toThrow("refused");
  });

  test("stops waiting for what never settles, and says how long it waited", async () => {
    const started = Date.now();
    const never = new Promise<number>(() => {});
    const error = await withinMs(never, 40, "the database did not answer").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WaitTimedOut);
    expect((error as Error).message).toBe("the database did not answer within 40 ms");
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
