// Where sign-in may send someone back to, and which posts count as coming from our own pages.
import { describe, expect, it } from "vitest";
import { isSameOriginRequest, loginUrl, safeReturnPath } from "./staff-session.server";

describe("safeReturnPath", () => {
  it.each([
    ["/admin/packages?q=mara", "/admin/packages?q=mara"],
    ["/admin", "/admin"],
    ["//evil.example/admin", null],
    ["/\\evil.example", null],
    ["https://evil.example/admin", null],
    ["admin", null],
    ["/login?redirectTo=/admin", null],
    ["/update-password?token=x", null],
    ["/admin\n/x", null],
    [undefined, null],
  ])("%s -> %s", (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  it("builds the sign-in link back to the page asked for", () => {
    expect(loginUrl(new Request("http://h.test/admin/reviews.data?status=pending&_routes=x"))).toBe(
      `/login?redirectTo=${encodeURIComponent("/admin/reviews?status=pending")}`,
    );
    expect(loginUrl(new Request("http://h.test/admin"))).toBe("/login");
  });
});

describe("isSameOriginRequest", () => {
  const config = { SITE_URL: "https://www.heartbeest.example" };
  const post = (headers: Record<string, string>, url = "https://www.heartbeest.example/admin/packages") =>
    new Request(url, { method: "POST", headers });

  it.each([
    [{ origin: "https://www.heartbeest.example" }, true],
    [{ origin: "http://10.0.0.5:3000" }, false],
    [{ origin: "https://evil.example" }, false],
    [{ origin: "null" }, false],
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{}, false],
  ])("%o -> %s", (headers, expected) => {
    expect(isSameOriginRequest(post(headers), config)).toBe(expected);
  });

  it("accepts the host the request was sent to (a server reached by its internal address)", () => {
    expect(isSameOriginRequest(post({ origin: "http://10.0.0.5:3000" }, "http://10.0.0.5:3000/admin"), config)).toBe(
      true,
    );
  });
});
