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
    ["/safaris/3?adults=2", "/safaris/3"],
  ])("logs %s as %s", (url, logged) => {
    expect(loggedPath(url)).toBe(logged);
    expect(loggedPath(url)).not.toContain(token);
  });
});
