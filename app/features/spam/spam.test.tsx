import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { clientAddress, normaliseAddress, rateLimitSubject } from "./client-address.server";
import { HONEYPOT_FIELD_NAME, isHoneypotFilled } from "./honeypot";
import { HoneypotField } from "./honeypot-field";
import {
  isSubmissionToken,
  issueSubmissionToken,
  readSubmissionToken,
  SUBMISSION_TOKEN_FIELD,
} from "./submission-token";

function form(entries: Record<string, string | Blob>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

describe("honeypot", () => {
  it.each([
    [{}, false],
    [{ [HONEYPOT_FIELD_NAME]: "" }, false],
    [{ [HONEYPOT_FIELD_NAME]: "   " }, false],
    [{ [HONEYPOT_FIELD_NAME]: "+1 555 0100" }, true],
    [{ [HONEYPOT_FIELD_NAME]: new Blob(["x"]) }, true],
  ])("%j is filled: %s", (entries, expected) => {
    expect(isHoneypotFilled(form(entries))).toBe(expected);
  });

  it("renders an empty, untabbable field hidden from people and assistive technology", () => {
    const html = renderToStaticMarkup(<HoneypotField />);
    expect(html).toContain(`name="${HONEYPOT_FIELD_NAME}"`);
    expect(html).toContain('tabindex="-1"');
    expect(html.toLowerCase()).toContain(`autocomplete="off"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('value=""');
    expect(html).toContain("left:-10000px");
  });
});

describe("submission tokens", () => {
  it("issues unguessable, distinct, URL-safe tokens", () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => issueSubmissionToken()));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect(isSubmissionToken(token)).toBe(true);
    }
  });

  it("reads a posted token and ignores anything that is not one", () => {
    const token = issueSubmissionToken();
    expect(readSubmissionToken(form({ [SUBMISSION_TOKEN_FIELD]: token }))).toBe(token);
    expect(readSubmissionToken(form({}))).toBeNull();
    expect(readSubmissionToken(form({ [SUBMISSION_TOKEN_FIELD]: "" }))).toBeNull();
    expect(readSubmissionToken(form({ [SUBMISSION_TOKEN_FIELD]: "short" }))).toBeNull();
    expect(readSubmissionToken(form({ [SUBMISSION_TOKEN_FIELD]: `${token}' or 1=1 --` }))).toBeNull();
    expect(readSubmissionToken(form({ [SUBMISSION_TOKEN_FIELD]: "x".repeat(129) }))).toBeNull();
  });
});

describe("client address", () => {
  const request = (headers: Record<string, string> = {}) => new Request("http://localhost/safaris/1", { headers });

  it("uses the socket address when no proxy is trusted, whatever the headers say", () => {
    const forged = request({ "x-forwarded-for": "198.51.100.1" });
    expect(clientAddress(forged, { trustProxy: false, socketAddress: "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddress(forged, { trustProxy: false, socketAddress: "::ffff:203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddress(forged, { trustProxy: false })).toBeNull();
  });

  it("behind a trusted proxy takes the address the proxy appended, not what the client claims", () => {
    const chain = request({ "x-forwarded-for": "198.51.100.1, 192.0.2.44" });
    expect(clientAddress(chain, { trustProxy: true, socketAddress: "10.0.0.2" })).toBe("192.0.2.44");
    const single = request({ "x-forwarded-for": "192.0.2.44" });
    expect(clientAddress(single, { trustProxy: true, socketAddress: "10.0.0.2" })).toBe("192.0.2.44");
  });

  it("falls back to the socket when the forwarded address is missing or garbage", () => {
    expect(clientAddress(request(), { trustProxy: true, socketAddress: "10.0.0.2" })).toBe("10.0.0.2");
    const garbage = request({ "x-forwarded-for": "1.2.3.4, not-an-address" });
    expect(clientAddress(garbage, { trustProxy: true, socketAddress: "10.0.0.2" })).toBe("10.0.0.2");
  });

  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["203.0.113.7:51234", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:DB8::1", "2001:db8::1"],
    ["[2001:db8::1]:443", "2001:db8::1"],
    ["fe80::1%eth0", "fe80::1"],
    ["unknown", null],
    ["999.1.1.1", null],
    ["", null],
  ])("normalises %j to %j", (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected);
  });

  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::99", "2001:db8:1:2::/64"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::192.0.2.1", "64:ff9b:0:0::/64"],
  ])("limits %s as %s", (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });
});
