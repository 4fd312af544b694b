import { describe, expect, it } from "vitest";
import { whatsappNumberOf } from "./whatsapp-number";

describe("a WhatsApp number", () => {
  it.each([
    ["+254 712 345 678", "254712345678"],
    ["+254-712-345678", "254712345678"],
    ["0712 345 678", "254712345678"],
    ["00255 754 123 456", "255754123456"],
    ["+49 151 23456789", "4915123456789"],
    ["+1 (415) 555-0100", "14155550100"],
  ])("reads %s as %s", (typed, number) => {
    expect(whatsappNumberOf(typed)).toBe(number);
  });

  it.each([[""], [null], ["call me"], ["+0 712"], ["12345"]])("finds none in %s", (typed) => {
    expect(whatsappNumberOf(typed)).toBeNull();
  });
});
