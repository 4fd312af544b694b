// The second step of signing in to an account with two-factor sign-in: after the right password the
// library sets a short-lived, signed two_factor cookie (no session yet); /login/two-factor posts the code
// from the authenticator app, or a recovery code, to the library, which then makes the session.
import type { AppLoadContext } from "react-router";
import { type AuthEndpointResult, type AuthErrorBody, callAuthEndpoint } from "./auth-request.server";
import { cookieValue } from "./known-device.server";
import { TWO_FACTOR } from "./staff-policy";

type AuthContext = Pick<AppLoadContext, "db" | "config" | "logger" | "clientAddress">;

export const TWO_FACTOR_STEP_PATH = "/login/two-factor";

/** The code step, coming back to `target` afterwards (the sign-in page's redirectTo, already made safe). */
export function twoFactorStepUrl(target: string): string {
  return target === "/admin"
    ? TWO_FACTOR_STEP_PATH
    : `${TWO_FACTOR_STEP_PATH}?redirectTo=${encodeURIComponent(target)}`;
}

function challengeCookieName(config: AuthContext["config"]): string {
  return `${config.SITE_URL.startsWith("https:") ? "__Secure-" : ""}heartbeest.two_factor`;
}

/** Whether this browser is between its password and its code (the library checks the cookie's signature). */
export function hasTwoFactorChallenge(request: Request, context: Pick<AuthContext, "config">): boolean {
  return Boolean(cookieValue(request.headers.get("cookie"), challengeCookieName(context.config)));
}

/** An authenticator app's code is six digits (typed with or without a space); anything else is a recovery code. */
export function isAppCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s+/g, ""));
}

export async function verifySignInCode(
  request: Request,
  context: AuthContext,
  { code, trustBrowser }: { code: string; trustBrowser: boolean },
): Promise<AuthEndpointResult<AuthErrorBody>> {
  if (isAppCode(code)) {
    return callAuthEndpoint(request, context, "/two-factor/verify-totp", {
      code: code.replace(/\s+/g, ""),
      trustDevice: trustBrowser,
    });
  }
  return callAuthEndpoint(request, context, "/two-factor/verify-backup-code", {
    code: code.trim(),
    trustDevice: trustBrowser,
  });
}

export interface CodeRefusal {
  message: string;
  /** The sign-in is over (expired, used, or too many wrong codes): only the password step can start again. */
  startAgain: boolean;
}

/** What a refused code step says, in words, by the library's error code. */
export function codeRefusal(result: AuthEndpointResult<AuthErrorBody>): CodeRefusal {
  switch (result.body?.code) {
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return {
        message:
          "That code is not right. Type the 6-digit code your authenticator app shows now (it changes every 30 seconds), or one of your recovery codes.",
        startAgain: false,
      };
    case "INVALID_TWO_FACTOR_COOKIE":
      return { message: "This sign-in has expired or was already used. Please sign in again.", startAgain: true };
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return { message: "Too many wrong codes for this sign-in. Please sign in again.", startAgain: true };
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return {
        message: `Too many wrong codes for this account: codes are refused for ${Math.round(
          TWO_FACTOR.lockout.durationSeconds / 60,
        )} minutes. Try again later, or ask the owner.`,
        startAgain: false,
      };
    default:
      if (result.status === 429) {
        const minutes = Math.max(1, Math.ceil((result.retryAfterSeconds ?? 60) / 60));
        return {
          message: `Too many attempts from this network. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
          startAgain: false,
        };
      }
      if (result.status >= 500) {
        return { message: "Something went wrong on our side. Please try again.", startAgain: false };
      }
      return { message: "This code could not be checked. Please sign in again.", startAgain: true };
  }
}
