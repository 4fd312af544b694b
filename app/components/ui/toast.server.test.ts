import { describe, expect, it } from "vitest";
import { dataWithToast, readToast, redirectWithToast, toastCookie } from "./toast.server";

function cookieFrom(setCookie: string | null): string {
  if (!setCookie) throw new Error("no Set-Cookie header");
  return setCookie.split(";")[0]!;
}

function requestWithCookie(cookie: string | null): Request {
  return new Request("http://localhost/contact", cookie ? { headers: { Cookie: cookie } } : undefined);
}

describe("toast cookie", () => {
  it("carries a toast across a redirect and clears it when read", async () => {
    const response = await redirectWithToast("/contact", {
      type: "success",
      title: "Message sent",
      description: "We will reply within 24 hours.",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/contact");
    const setCookie = response.headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^hb_toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=60/);

    const { toast, headers } = await readToast(requestWithCookie(cookieFrom(setCookie)));
    expect(toast).toMatchObject({
      type: "success",
      title: "Message sent",
      description: "We will reply within 24 hours.",
    });
    expect(toast?.id).toMatch(/^[\w-]{8,}$/);

    const clearing = headers?.get("Set-Cookie") ?? "";
    expect(clearing).toMatch(/^hb_toast=;/);
    expect(clearing).toMatch(/Max-Age=0/);
  });

  it("gives every toast its own id, so the same message twice shows twice", async () => {
    const first = await readToast(
      requestWithCookie(cookieFrom((await redirectWithToast("/", { title: "Saved" })).headers.get("Set-Cookie"))),
    );
    const second = await readToast(
      requestWithCookie(cookieFrom((await redirectWithToast("/", { title: "Saved" })).headers.get("Set-Cookie"))),
    );
    expect(first.toast?.id).not.toBe(second.toast?.id);
    expect(first.toast?.type).toBe("success");
  });

  it("keeps the redirect's own status and headers", async () => {
    const response = await redirectWithToast(
      "/admin/bookings",
      { type: "info", title: "Status changed" },
      { status: 303, headers: { "Set-Cookie": "other=1; Path=/", "X-Test": "yes" } },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("X-Test")).toBe("yes");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("other=1; Path=/");
    expect(cookies[1]).toMatch(/^hb_toast=/);
  });

  it("returns action data with the toast cookie", async () => {
    const result = await dataWithToast({ ok: true }, { type: "warning", title: "Check your dates" }, { status: 202 });
    expect(result.data).toEqual({ ok: true });
    expect(result.init?.status).toBe(202);
    const setCookie = new Headers(result.init?.headers).get("Set-Cookie");
    const { toast } = await readToast(requestWithCookie(cookieFrom(setCookie)));
    expect(toast).toMatchObject({ type: "warning", title: "Check your dates" });
    expect(toast?.description).toBeUndefined();
  });

  it("reads nothing and sends no header when there is no toast cookie", async () => {
    expect(await readToast(requestWithCookie(null))).toEqual({ toast: null, headers: null });
    expect(await readToast(requestWithCookie("session=abc"))).toEqual({ toast: null, headers: null });
  });

  it("drops a tampered or malformed cookie but still clears it", async () => {
    const forged = await toastCookie.serialize({ id: "x", type: "<script>", title: "Hi" });
    for (const cookie of ["hb_toast=not-base64-json", cookieFrom(forged)]) {
      const { toast, headers } = await readToast(requestWithCookie(cookie));
      expect(toast).toBeNull();
      expect(headers?.get("Set-Cookie")).toMatch(/Max-Age=0/);
    }
  });

  it("refuses to store a toast without a title", async () => {
    await expect(redirectWithToast("/", { title: "" })).rejects.toThrow();
  });
});
