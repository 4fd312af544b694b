import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  INBOUND_EMAIL_BODY_LIMIT_BYTES,
  PUBLIC_BODY_LIMIT_BYTES,
  STAFF_BODY_LIMIT_BYTES,
  TRIP_PAGE_BODY_LIMIT_BYTES,
} from "./body-limit";

const token = "p9Qm3vX0aB7cD1eF2gH3iJ4kL5mN6oP7qR8sT9uV0wX";

describe("bodyLimitFor", () => {
  it.each([
    [`/trip/${token}`, TRIP_PAGE_BODY_LIMIT_BYTES],
    [`/trip/${token}.data`, TRIP_PAGE_BODY_LIMIT_BYTES],
    [`/de/reise/${token}`, TRIP_PAGE_BODY_LIMIT_BYTES],
    [`/fr/voyage/${token}.data`, TRIP_PAGE_BODY_LIMIT_BYTES],
    [`/it/viaggio/${token}`, TRIP_PAGE_BODY_LIMIT_BYTES],
    [`/es/viaje/${token}`, TRIP_PAGE_BODY_LIMIT_BYTES],
    [`/trip/${token}/pay/mpesa`, PUBLIC_BODY_LIMIT_BYTES],
    [`/de/reise/${token}/pay/card`, PUBLIC_BODY_LIMIT_BYTES],
    ["/contact", PUBLIC_BODY_LIMIT_BYTES],
    ["/de/kontakt", PUBLIC_BODY_LIMIT_BYTES],
    ["/admin/packages/3", STAFF_BODY_LIMIT_BYTES],
    ["/api/email/inbound", INBOUND_EMAIL_BODY_LIMIT_BYTES],
    ["/api/email/inbound/x", PUBLIC_BODY_LIMIT_BYTES],
  ])("allows a post to %s up to %i bytes", (path, limit) => {
    expect(bodyLimitFor(path)).toBe(limit);
  });
});
