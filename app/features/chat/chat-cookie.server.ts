// The cookie that holds a traveller's visitor token: HttpOnly (no script can read it), SameSite=Lax (no
// other site can post into the conversation), Secure whenever the site is served over HTTPS. Its path is
// "/", not "/chat": the page's own data requests go to /chat.data, which a "/chat" cookie would miss.
import { createCookie } from "react-router";
import type { AppConfig } from "~/utils/env.server";
import { isVisitorToken } from "./chat.server";

export const CHAT_COOKIE_NAME = "hb_chat";
/** A returning traveller finds their conversation for 90 days after their last visit to /chat. */
export const CHAT_COOKIE_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;

const chatCookie = createCookie(CHAT_COOKIE_NAME, {
  path: "/",
  httpOnly: true,
  sameSite: "lax",
  maxAge: CHAT_COOKIE_MAX_AGE_SECONDS,
});

function isSecure(request: Request, config: Pick<AppConfig, "SITE_URL">): boolean {
  return new URL(request.url).protocol === "https:" || config.SITE_URL.startsWith("https:");
}

/** The visitor token the browser sent, or null (none, or not a token we could have issued). */
export async function readVisitorToken(request: Request): Promise<string | null> {
  const value: unknown = await chatCookie.parse(request.headers.get("cookie"));
  return isVisitorToken(value) ? value : null;
}

export async function visitorTokenCookie(
  token: string,
  request: Request,
  config: Pick<AppConfig, "SITE_URL">,
): Promise<string> {
  return chatCookie.serialize(token, { secure: isSecure(request, config) });
}

export async function clearedVisitorTokenCookie(
  request: Request,
  config: Pick<AppConfig, "SITE_URL">,
): Promise<string> {
  return chatCookie.serialize("", { maxAge: 0, expires: new Date(0), secure: isSecure(request, config) });
}
