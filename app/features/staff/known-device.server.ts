// Browsers a staff account has signed in on: a long-lived, http-only cookie holding, per account, a random
// device id and a MAC of (account e-mail, device id) under the site's secret. Nobody without the secret
// can make one for an account, and the cookie does not say which accounts it is for. Such a browser is
// counted neither per network nor per account (the counts strangers can run up, see sign-in-limits.ts), only
// against its own failures.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { KNOWN_DEVICE } from "./staff-policy";

const ENTRY = /^([\w-]{22})\.([\w-]{43})$/;

export interface KnownDeviceEntry {
  deviceId: string;
  mac: string;
}

export function knownDeviceCookieName(secure: boolean): string {
  return `${secure ? "__Secure-" : ""}heartbeest.${KNOWN_DEVICE.cookieName}`;
}

function macOf(secret: string, email: string, deviceId: string): string {
  return createHmac("sha256", secret)
    .update(`known-device\0${email.trim().toLowerCase()}\0${deviceId}`)
    .digest("base64url");
}

/** The well-formed entries of a cookie value, newest first, at most KNOWN_DEVICE.maxAccounts. */
export function parseKnownDevices(value: string | null | undefined): KnownDeviceEntry[] {
  if (!value) return [];
  const entries: KnownDeviceEntry[] = [];
  for (const part of value.split("~")) {
    const match = ENTRY.exec(part);
    if (match) entries.push({ deviceId: match[1]!, mac: match[2]! });
    if (entries.length === KNOWN_DEVICE.maxAccounts) break;
  }
  return entries;
}

/** The device id this browser holds for the account, when its cookie proves the account signed in here. */
export function knownDeviceFor(secret: string, value: string | null | undefined, email: string): string | null {
  for (const entry of parseKnownDevices(value)) {
    const expected = Buffer.from(macOf(secret, email, entry.deviceId));
    const given = Buffer.from(entry.mac);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return entry.deviceId;
  }
  return null;
}

/**
 * The cookie value after the account signed in on this browser: its entry first (the device id it had,
 * or a new one), then the browser's other accounts, oldest dropped past the limit.
 */
export function rememberedDevices(secret: string, value: string | null | undefined, email: string): string {
  const deviceId = knownDeviceFor(secret, value, email) ?? randomBytes(16).toString("base64url");
  const mac = macOf(secret, email, deviceId);
  const others = parseKnownDevices(value).filter((entry) => entry.deviceId !== deviceId);
  return [{ deviceId, mac }, ...others]
    .slice(0, KNOWN_DEVICE.maxAccounts)
    .map((entry) => `${entry.deviceId}.${entry.mac}`)
    .join("~");
}

/** A Set-Cookie header line for the value, as our other staff cookies are set. */
export function knownDeviceSetCookie(value: string, secure: boolean): string {
  return [
    `${knownDeviceCookieName(secure)}=${value}`,
    `Max-Age=${KNOWN_DEVICE.maxAgeSeconds}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/** A cookie's value from a Cookie request header. */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(/;\s*/)) {
    const at = pair.indexOf("=");
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
