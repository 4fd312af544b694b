// Where sign-in may send someone back to, and which posts count as coming from our own pages.
import { describe, expect, it } from "vitest";
import { isSameOriginRequest, loginUrl, safeReturnPath } from "./staff-session.server";

describe("safeReturnPath", () => {
  const site = "https://www.heartbeest.example";

  // Paths on the site come back normalised (dot segments collapsed), with their query.
  it.each([
    ["/admin/packages?q=mara", "/admin/packages?q=mara"],
    ["/admin", "/admin"],
    ["/admin/reviews?status=pending&page=2", "/admin/reviews?status=pending&page=2"],
    ["/admin/./bookings/../reviews", "/admin/reviews"],
    ["/admin/%2e%2e/safaris", "/safaris"],
    ["/admin/packages#row-3", "/admin/packages"],
    ["/admin?next=//evil.example", "/admin?next=//evil.example"],
    ["/admin//bookings", "/admin//bookings"],
    ["/javascript:alert(1)", "/javascript:alert(1)"],
  ])("keeps %j as %j", (input, expected) => {
    expect(safeReturnPath(input, site)).toBe(expected);
    expect(safeReturnPath(input)).toBe(expected);
  });

  // Everything that could send a signed-in member of staff to another site, or back into sign-in.
  it.each([
    "//evil.example/admin",
    "///evil.example",
    "/.//evil.example",
    "/./evil.example/..//x",
    "/admin/../..//x",
    "/admin/../../..//evil.example/",
    "/%2e//x",
    "/%2E%2E//x",
    "/admin/%2e%2e/%2e%2e//x",
    "/%252e//x",
    "/\\evil.example",
    "/\\/evil.example",
    "/./\\evil.example",
    "\\\\evil.example",
    "/%5Cevil.example",
    "/%5c%5cevil.example",
    "/%2F%2Fevil.example",
    "/%2f/evil.example",
    "/%252F%252Fevil.example",
    "/admin/..%2F..%2F%2Fevil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/%09/evil.example",
    "/%0d%0a/evil.example",
    "/admin\n/x",
    "/admin\u0000",
    "https://evil.example/admin",
    "http:/evil.example",
    "https:evil.example",
    "//www.heartbeest.example.evil.example/admin",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(document.cookie)",
    "data:text/html,<script>alert(1)</script>",
    " /admin",
    "admin",
    "evil.example",
    "/%",
    "/admin/%E0%A4%A",
    "/login?redirectTo=/admin",
    "/LOGIN",
    "/admin/../login",
    "/%6cogin",
    "/update-password?token=x",
    "/forgot-password",
    "/logout",
    "",
    "/".padEnd(3000, "a"),
  ])("refuses %j", (input) => {
    expect(safeReturnPath(input, site)).toBeNull();
  });

  it.each([undefined, null, 42, ["/admin"], { path: "/admin" }])("refuses a value that is not text: %j", (input) => {
    expect(safeReturnPath(input, site)).toBeNull();
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
