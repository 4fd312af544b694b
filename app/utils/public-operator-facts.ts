// What the public site's browser code needs of the operator's facts: their public shape and the empty one.
// Apart from operator-facts.ts (the stored facts, the demo's sample values and the staff checks, used on the
// server and in the portal), so that pages reading a phone number do not download the staff half.

export const SOCIAL_NETWORKS = ["facebook", "instagram", "youtube", "tripadvisor"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const BANK_FIELDS = ["bankName", "accountName", "accountNumber", "branch", "swiftCode"] as const;
export type BankDetails = Record<(typeof BANK_FIELDS)[number], string>;

/** One day's hours in minutes after local midnight (East Africa Time), or null when closed. */
export type DayHours = { open: number; close: number } | null;
/** A week of hours, Sunday first (as Date#getUTCDay counts): seven entries. */
export type WeekHours = readonly DayHours[];

/**
 * What public pages, e-mails and PDFs may show. How to reach the office shows as soon as it is given (the
 * demo's sample contact details are plainly examples); money details and outside links show only once they
 * are the operator's own, so nobody pays into, or follows, a sample.
 */
export interface PublicOperatorFacts {
  phone: string | null;
  /** For tel: links: the number's digits and its leading '+'. */
  phoneHref: string | null;
  email: string | null;
  /** When the phone is answered; worded in the page's language where it is shown. */
  phoneHours: WeekHours | null;
  address: string[];
  social: { network: SocialNetwork; url: string }[];
  bank: BankDetails | null;
  mpesaPaybill: string | null;
}

/** Nothing set: what a page shows when the facts could not be read (publicOperatorFacts(null), spelled out). */
export const NO_PUBLIC_FACTS: PublicOperatorFacts = {
  phone: null,
  phoneHref: null,
  email: null,
  phoneHours: null,
  address: [],
  social: [],
  bank: null,
  mpesaPaybill: null,
};
