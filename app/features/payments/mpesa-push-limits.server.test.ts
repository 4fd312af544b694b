// The STK push limits against a real database: per client address (an IPv6 /64 as one), per phone across
// bookings, per booking, in that order, each window ending on time; and the operator's override of the
// address limit. (The Pesapal IPN spacing is tested with the card payments.)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "~/db/schema";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { MPESA_PUSHES_PER_BOOKING, MPESA_PUSHES_PER_CLIENT_ADDRESS, MPESA_PUSHES_PER_PHONE } from "./mpesa-limits";
import { admitMpesaPush, mpesaPushesPerClientAddress, phonePushKey } from "./mpesa-push-limits.server";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
beforeEach(async () => {
  await database.db.delete(rateLimits);
});

const start = Date.UTC(2027, 6, 1, 9, 0, 0);
const admit = (
  fields: { bookingId: number; phone: string; clientAddress: string | null },
  now = start,
  config: { MPESA_PUSHES_PER_ADDRESS_PER_HOUR?: number } = {},
) => admitMpesaPush(database.db, config, { ...fields, now });

describe("admitMpesaPush", () => {
  it("lets one phone be prompted MPESA_PUSHES_PER_PHONE times across bookings and addresses, then refuses until the hour ends", async () => {
    const phone = "254799000111";
    const decisions = [];
    for (let index = 0; index <= MPESA_PUSHES_PER_PHONE.limit; index++) {
      decisions.push(await admit({ bookingId: 100 + index, phone, clientAddress: `198.51.100.${index + 1}` }));
    }
    expect(decisions.slice(0, MPESA_PUSHES_PER_PHONE.limit).every((decision) => decision.allowed)).toBe(true);
    expect(decisions.at(-1)).toEqual({ allowed: false, by: "phone", retryAfterSeconds: 3_600 });
    // Another number is not held back; the same one is let in again when its window ends.
    expect(await admit({ bookingId: 200, phone: "254799000112", clientAddress: "198.51.100.50" })).toEqual({
      allowed: true,
    });
    const later = start + MPESA_PUSHES_PER_PHONE.windowMs;
    expect(await admit({ bookingId: 201, phone, clientAddress: "198.51.100.51" }, later)).toEqual({ allowed: true });
  });

  it("counts every address of one IPv6 /64 as one client, and another /64 apart", async () => {
    for (let index = 0; index < MPESA_PUSHES_PER_CLIENT_ADDRESS.limit; index++) {
      const decision = await admit({
        bookingId: index,
        phone: `2547990002${String(index).padStart(2, "0")}`,
        clientAddress: `2001:db8:aa:1:${index.toString(16)}::1`,
      });
      expect(decision.allowed).toBe(true);
    }
    expect(
      await admit({ bookingId: 99, phone: "254799000299", clientAddress: "2001:db8:aa:1:ffff:ffff:ffff:ffff" }),
    ).toEqual({ allowed: false, by: "address", retryAfterSeconds: 3_600 });
    expect((await admit({ bookingId: 98, phone: "254799000298", clientAddress: "2001:db8:aa:2::1" })).allowed).toBe(
      true,
    );
  });

  it("does not spend a phone's allowance on requests its address limit refused", async () => {
    const address = "203.0.113.9";
    for (let index = 0; index < MPESA_PUSHES_PER_CLIENT_ADDRESS.limit; index++) {
      await admit({ bookingId: index, phone: `2547990003${String(index).padStart(2, "0")}`, clientAddress: address });
    }
    const victim = "254799000399";
    for (let index = 0; index < 20; index++) {
      expect((await admit({ bookingId: 50, phone: victim, clientAddress: address })).allowed).toBe(false);
    }
    const counted = await database.db.select().from(rateLimits);
    expect(counted.find((row) => row.key === phonePushKey(victim))).toBeUndefined();
    // The phone's number is not what is stored: only its hash.
    expect(counted.some((row) => row.key.includes(victim))).toBe(false);
  });

  it("holds one booking to MPESA_PUSHES_PER_BOOKING pushes in its window, whatever the numbers", async () => {
    const decisions = [];
    for (let index = 0; index <= MPESA_PUSHES_PER_BOOKING.limit; index++) {
      decisions.push(
        await admit({ bookingId: 7, phone: `2547990004${String(index).padStart(2, "0")}`, clientAddress: null }),
      );
    }
    expect(decisions.filter((decision) => decision.allowed)).toHaveLength(MPESA_PUSHES_PER_BOOKING.limit);
    expect(decisions.at(-1)).toEqual({ allowed: false, by: "booking", retryAfterSeconds: 900 });
  });

  it("takes the operator's MPESA_PUSHES_PER_ADDRESS_PER_HOUR for the address limit", async () => {
    expect(mpesaPushesPerClientAddress({})).toEqual(MPESA_PUSHES_PER_CLIENT_ADDRESS);
    const config = { MPESA_PUSHES_PER_ADDRESS_PER_HOUR: 2 };
    const address = "198.51.100.77";
    const decisions = [];
    for (let index = 0; index < 3; index++) {
      decisions.push(
        await admit(
          { bookingId: 300 + index, phone: `2547990005${String(index).padStart(2, "0")}`, clientAddress: address },
          start,
          config,
        ),
      );
    }
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
  });
});
