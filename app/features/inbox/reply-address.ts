// Where a traveller's e-mail answer goes: with inbound mail set up, every e-mail about an enquiry is sent with
// Reply-To local+{token}@domain, the token being the enquiry's own secret, so the answer comes back into its
// thread (inbound-email.server.ts); without it, to the reservations mailbox as before.
import type { AppConfig } from "~/utils/env.server";

export type ReplyAddressConfig = Pick<
  AppConfig,
  "STAFF_EMAIL" | "INBOUND_EMAIL_ADDRESS" | "INBOUND_EMAIL_WEBHOOK_SECRET"
>;

const TOKEN = /^[a-f0-9]{32}$/;

/** Whether answers are routed back: both the address and the webhook's secret are set. */
export function inboundEmailEnabled(config: ReplyAddressConfig): config is ReplyAddressConfig & {
  INBOUND_EMAIL_ADDRESS: string;
  INBOUND_EMAIL_WEBHOOK_SECRET: string;
} {
  return Boolean(config.INBOUND_EMAIL_ADDRESS && config.INBOUND_EMAIL_WEBHOOK_SECRET);
}

/** The Reply-To of an e-mail to the traveller about the enquiry whose reply token is `replyToken`. */
export function replyAddressFor(config: ReplyAddressConfig, replyToken: string): string {
  if (!inboundEmailEnabled(config) || !TOKEN.test(replyToken)) return config.STAFF_EMAIL;
  const at = config.INBOUND_EMAIL_ADDRESS.lastIndexOf("@");
  return `${config.INBOUND_EMAIL_ADDRESS.slice(0, at)}+${replyToken}${config.INBOUND_EMAIL_ADDRESS.slice(at)}`;
}

/**
 * The token in an address a mail arrived at (`Name <local+token@domain>` or bare), if it is our inbound address
 * with a well-formed token; the domain and local part compare without case, as mail servers do.
 */
export function replyTokenIn(address: string, inboundAddress: string): string | null {
  const bare = (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();
  const [local, domain] = splitAddress(bare);
  const [ourLocal, ourDomain] = splitAddress(inboundAddress.toLowerCase());
  if (domain !== ourDomain) return null;
  const plus = local.indexOf("+");
  if (plus < 0 || local.slice(0, plus) !== ourLocal) return null;
  const token = local.slice(plus + 1);
  return TOKEN.test(token) ? token : null;
}

function splitAddress(address: string): [string, string] {
  const at = address.lastIndexOf("@");
  return at < 0 ? [address, ""] : [address.slice(0, at), address.slice(at + 1)];
}
