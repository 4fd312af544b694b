// Which ways of paying online are switched on. Each provider is off until its credentials are set, and the
// trip page then shows the manual instructions instead (paybill, bank details) as the booking flow does.
import type { MpesaSettings } from "~/services/mpesa/daraja-client.server";
import type { AppConfig } from "~/utils/env.server";

export type { MpesaSettings };

export interface CardSettings {
  consumerKey: string;
  consumerSecret: string;
  apiBaseUrl: string;
  siteUrl: string;
}

type PaymentConfig = Pick<
  AppConfig,
  | "SITE_URL"
  | "MPESA_CONSUMER_KEY"
  | "MPESA_CONSUMER_SECRET"
  | "MPESA_SHORTCODE"
  | "MPESA_PASSKEY"
  | "MPESA_SHORTCODE_TYPE"
  | "MPESA_STORE_NUMBER"
  | "MPESA_API_BASE_URL"
  | "MPESA_API_TIMEOUT_MS"
  | "MPESA_CALLBACK_BASE_URL"
  | "PESAPAL_CONSUMER_KEY"
  | "PESAPAL_CONSUMER_SECRET"
  | "PESAPAL_API_BASE_URL"
>;

export function mpesaSettings(config: PaymentConfig): MpesaSettings | null {
  const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY } = config;
  if (!MPESA_CONSUMER_KEY || !MPESA_CONSUMER_SECRET || !MPESA_SHORTCODE || !MPESA_PASSKEY) return null;
  return {
    consumerKey: MPESA_CONSUMER_KEY,
    consumerSecret: MPESA_CONSUMER_SECRET,
    shortcode: MPESA_SHORTCODE,
    shortcodeType: config.MPESA_SHORTCODE_TYPE ?? "paybill",
    storeNumber: config.MPESA_SHORTCODE_TYPE === "till" ? (config.MPESA_STORE_NUMBER ?? null) : null,
    passkey: MPESA_PASSKEY,
    apiBaseUrl: config.MPESA_API_BASE_URL.replace(/\/+$/, ""),
    timeoutMs: config.MPESA_API_TIMEOUT_MS ?? 10_000,
    callbackBaseUrl: (config.MPESA_CALLBACK_BASE_URL ?? config.SITE_URL).replace(/\/+$/, ""),
  };
}

export function cardSettings(config: PaymentConfig): CardSettings | null {
  const { PESAPAL_CONSUMER_KEY, PESAPAL_CONSUMER_SECRET } = config;
  if (!PESAPAL_CONSUMER_KEY || !PESAPAL_CONSUMER_SECRET) return null;
  return {
    consumerKey: PESAPAL_CONSUMER_KEY,
    consumerSecret: PESAPAL_CONSUMER_SECRET,
    apiBaseUrl: config.PESAPAL_API_BASE_URL.replace(/\/+$/, ""),
    siteUrl: config.SITE_URL.replace(/\/+$/, ""),
  };
}
