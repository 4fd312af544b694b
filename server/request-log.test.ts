import { describe, expect, it } from "vitest";
import { loggedPath } from "./request-log";

const token = "p9Qm3vX0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX";

describe("loggedPath", () => {
  it.each([
    [`/trip/${token}`, "/trip/[token]"],
    [`/trip/${token}.data`, "/trip/[token].data"],
    [`/trip/${token}/pay/mpesa/12?from=e-mail`, "/trip/[token]/pay/mpesa/12"],
    [`/trip/${token}/itinerary.pdf`, "/trip/[token]/itinerary.pdf"],
    ["/api/payments/mpesa/callback/0123456789abcdef0123", "/api/payments/mpesa/callback/[secret]"],
    ["/api/payments/mobile-money/callback/0123456789abcdef0123", "/api/payments/mobile-money/callback/[secret]"],
    ["/safaris/3?adults=2", "/safaris/3"],
    [`/de/reise/${token}`, "/de/reise/[token]"],
    [`/de/reise/${token}.data`, "/de/reise/[token].data"],
    [`/fr/voyage/${token}/pay/card/return?OrderTrackingId=x`, "/fr/voyage/[token]/pay/card/return"],
    [`/it/viaggio/${token}/pay/mpesa/3`, "/it/viaggio/[token]/pay/mpesa/3"],
    [`/es/viaje/${token}`, "/es/viaje/[token]"],
    [`/invite/${token}`, "/invite/[token]"],
    [`/invite/${token}.data`, "/invite/[token].data"],
  ])("logs %s as %s", (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
    expect(loggedPath(url)).not.toContain(token);
  });

  it("leaves pages that only look like a trip alone", () => {
    expect(loggedPath("/de/reiseziele")).toBe("/de/reiseziele");
    expect(loggedPath("/trips-guide/x")).toBe("/trips-guide/x");
  });
});
