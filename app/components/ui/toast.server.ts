// One-time toasts across a redirect (post/redirect/get): an action stores the message in a short-lived cookie,
// the root loader reads and clears it, and the next page shows it.
import { randomUUID } from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import { z } from "zod";
import type { FlashToast } from "~/components/ui/toast-flash";
import { TOAST_TYPES, type ToastType } from "~/components/ui/toast-store";

export interface ToastMessage {
  type?: ToastType;
  title: string;
  description?: string;
}

// Not signed and not Secure: the content is a harmless display message, validated and rendered as text, and it
// must also survive plain-HTTP local runs. It lives for one minute at most and is cleared when read.
export const toastCookie = createCookie("hb_toast", {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: 60,
});

const flashToastSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(TOAST_TYPES),
  title: z.string().min(1).max(200),
  description: z.string().max(1000).optional(),
});

/** The Set-Cookie header value that carries `toast` to the next page. */
export async function serializeToast(toast: ToastMessage): Promise<string> {
  const flash: FlashToast = flashToastSchema.parse({
    id: randomUUID(),
    type: toast.type ?? "success",
    title: toast.title,
    description: toast.description || undefined,
  });
  return toastCookie.serialize(flash);
}

function withToastCookie(init: ResponseInit | undefined, cookie: string): ResponseInit {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", cookie);
  return { ...init, headers };
}

/** Redirects and shows `toast` on the page redirected to: `return redirectWithToast("/contact", {...})`. */
export async function redirectWithToast(url: string, toast: ToastMessage, init?: ResponseInit): Promise<Response> {
  return redirect(url, withToastCookie(init, await serializeToast(toast)));
}

/**
 * Returns action data and shows `toast` once the page's loaders have run again, as they do after every
 * action submitted from the browser. Without script the toast appears on the next page; prefer
 * `redirectWithToast` for outcomes a traveller must see.
 */
export async function dataWithToast<T>(value: T, toast: ToastMessage, init?: ResponseInit) {
  return data(value, withToastCookie(init, await serializeToast(toast)));
}

/**
 * Reads the pending toast, if any, from the request. `headers` clears the cookie and must be sent with the
 * response whenever it is present, so the toast shows once.
 */
export async function readToast(request: Request): Promise<{ toast: FlashToast | null; headers: Headers | null }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes(`${toastCookie.name}=`)) return { toast: null, headers: null };

  let value: unknown = null;
  try {
    value = await toastCookie.parse(cookieHeader);
  } catch {
    value = null;
  }
  const parsed = flashToastSchema.safeParse(value);
  const headers = new Headers({ "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) });
  return { toast: parsed.success ? parsed.data : null, headers };
}
