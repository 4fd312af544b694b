// An authenticator app's side of two-factor sign-in, written from RFC 6238 with node:crypto (not the
// library's helper), so tests check the app against the standard: the code for a base32 key at a time.
import { createHmac } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`Not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The 6-digit code an app shows for the key at `at` (30-second steps, HMAC-SHA1, RFC 4226 truncation). */
export function totpCode(base32Key: string, at: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", base32Decode(base32Key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(number).padStart(6, "0");
}

/** The key in an otpauth:// address (what the QR code holds). */
export function keyFromOtpauth(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`No secret in ${uri}`);
  return secret;
}

/** A code that is certainly wrong now (the right one, with its last digit changed). */
export function wrongCode(base32Key: string): string {
  const right = totpCode(base32Key);
  return `${right.slice(0, 5)}${(Number(right[5]) + 5) % 10}`;
}
