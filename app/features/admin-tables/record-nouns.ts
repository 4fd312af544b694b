// What staff call the rows of each database table, one and many: "3 itinerary days and 2 bookings use it",
// "Deleted with it: 4 attractions". Pure, so refusals on the server and the audit log's words agree.

const NOUNS: Record<string, [one: string, many: string]> = {
  bookings: ["booking", "bookings"],
  itinerary_days: ["itinerary day", "itinerary days"],
  reviews: ["review", "reviews"],
  review_notes: ["review note", "review notes"],
  hotels_lodges: ["lodge", "lodges"],
  parks: ["park", "parks"],
  park_fees: ["park fee", "park fees"],
  destinations: ["destination", "destinations"],
  destination_attractions: ["attraction", "attractions"],
  destination_transport_options: ["transport option", "transport options"],
  destination_accommodation_options: ["accommodation option", "accommodation options"],
  destination_best_months: ["best month", "best months"],
  gallery_images: ["gallery picture", "gallery pictures"],
  safari_packages: ["package", "packages"],
  discount_codes: ["discount code", "discount codes"],
  rate_cards: ["rate card", "rate cards"],
  payments: ["payment", "payments"],
  refunds: ["refund", "refunds"],
  payment_schedule: ["payment schedule entry", "payment schedule entries"],
  payment_events: ["payment event", "payment events"],
  trip_links: ["trip link", "trip links"],
  trip_travellers: ["traveller", "travellers"],
  residency_proofs: ["proof of residency", "proofs of residency"],
  enquiries: ["enquiry", "enquiries"],
  chat_messages: ["chat message", "chat messages"],
  content_translations: ["translation", "translations"],
};

function spaced(tableName: string): string {
  return tableName.replace(/_/g, " ");
}

/** "1 lodge", "3 itinerary days". */
export function countOf(tableName: string, count: number): string {
  const [one, many] = NOUNS[tableName] ?? [`${spaced(tableName)} row`, `${spaced(tableName)} rows`];
  return `${count} ${count === 1 ? one : many}`;
}

/** "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "This lodge cannot be deleted: 3 itinerary days and 2 bookings use it." */
export function inUseMessage(rowNoun: string, dependants: readonly { tableName: string; count: number }[]): string {
  const total = dependants.reduce((sum, entry) => sum + entry.count, 0);
  const list = listInWords(dependants.map((entry) => countOf(entry.tableName, entry.count)));
  return `This ${rowNoun} cannot be deleted: ${list} ${total === 1 ? "uses" : "use"} it. Change or remove ${total === 1 ? "it" : "them"} first.`;
}
