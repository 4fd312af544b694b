import { describe, expect, it } from "vitest";
import { inboundEmailEnabled, replyAddressFor, replyTokenIn } from "./reply-address";

const TOKEN = "0123456789abcdef0123456789abcdef";
const ON = {
  STAFF_EMAIL: "reservations@heartbeest.example",
  INBOUND_EMAIL_ADDRESS: "answers@in.heartbeest.example",
  INBOUND_EMAIL_WEBHOOK_SECRET: "a webhook secret of some length",
};

describe("reply address", () => {
  it("routes answers to the enquiry's own address once inbound mail is set up", () => {
    expect(inboundEmailEnabled(ON)).toBe(true);
    expect(replyAddressFor(ON, TOKEN)).toBe(`answers+${TOKEN}@in.heartbeest.example`);
  });

  it("falls back to the reservations mailbox while either setting is missing", () => {
    for (const config of [
      { ...ON, INBOUND_EMAIL_ADDRESS: undefined },
      { ...ON, INBOUND_EMAIL_WEBHOOK_SECRET: undefined },
    ]) {
      expect(inboundEmailEnabled(config)).toBe(false);
      expect(replyAddressFor(config, TOKEN)).toBe("reservations@heartbeest.example");
    }
  });

  it("reads the token back from the address a mail arrived at, as mail servers compare it", () => {
    expect(replyTokenIn(`answers+${TOKEN}@in.heartbeest.example`, ON.INBOUND_EMAIL_ADDRESS)).toBe(TOKEN);
    expect(replyTokenIn(`"Us" <Answers+${TOKEN.toUpperCase()}@IN.Heartbeest.example>`, ON.INBOUND_EMAIL_ADDRESS)).toBe(
      TOKEN,
    );
  });

  it("finds no token in another mailbox, another domain or a malformed token", () => {
    for (const address of [
      `other+${TOKEN}@in.heartbeest.example`,
      `answers+${TOKEN}@heartbeest.example`,
      "answers@in.heartbeest.example",
      "answers+1234@in.heartbeest.example",
      `answers+${TOKEN}x@in.heartbeest.example`,
    ]) {
      expect(replyTokenIn(address, ON.INBOUND_EMAIL_ADDRESS), address).toBeNull();
    }
  });
});
