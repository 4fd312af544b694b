// What a list row looked like when staff saw it, posted with a bulk action so that the server can refuse
// (409) a change made on an out-of-date view: an enquiry someone else took meanwhile, or one the traveller
// wrote to again since. One short token per row: id|owner|last activity (ms)|o or c.

export interface SeenRow {
  id: number;
  ownerId: string | null;
  lastActivityMs: number;
  closed: boolean;
}

export function seenToken(row: { id: number; ownerId: string | null; lastActivityAt: Date; closedAt: Date | null }) {
  return `${row.id}|${row.ownerId ?? ""}|${row.lastActivityAt.getTime()}|${row.closedAt ? "c" : "o"}`;
}

const TOKEN = /^(\d{1,9})\|([A-Za-z0-9_-]{0,64})\|(\d{1,15})\|([oc])$/;

/** The token's row, or null for anything else. */
export function readSeenToken(token: string): SeenRow | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  return {
    id: Number(match[1]),
    ownerId: match[2] ? (match[2] as string) : null,
    lastActivityMs: Number(match[3]),
    closed: match[4] === "c",
  };
}
