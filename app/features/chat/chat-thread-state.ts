// The shapes the chat page and its polling share, and how messages from the page's data, from polls and
// from the page's own posts are combined into one ordered list (each message once, whatever the order
// the answers arrive in).

export interface ChatMessageView {
  id: number;
  sender: "visitor" | "staff";
  /** The first name of the member of staff who wrote it; null for the traveller's own messages. */
  staffName: string | null;
  body: string;
  createdAt: string;
}

/** What GET /chat/messages?since={id} answers. */
export interface ChatPollResponse {
  status: "open" | "closed";
  messages: ChatMessageView[];
}

/** How often the page asks for new messages, and the longest wait after repeated failures. */
export const CHAT_POLL = { intervalMs: 3_000, maxBackoffMs: 30_000 } as const;

export const CHAT_POLL_PATH = "/chat/messages";

/** Every message of both lists once, ordered by id (the order the database stored them in). */
export function mergeMessages(
  first: readonly ChatMessageView[],
  second: readonly ChatMessageView[],
): ChatMessageView[] {
  const byId = new Map<number, ChatMessageView>();
  for (const message of first) byId.set(message.id, message);
  for (const message of second) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The wait before the next poll: the interval, doubled per consecutive failure up to the maximum. */
export function nextPollDelay(consecutiveFailures: number): number {
  const factor = 2 ** Math.min(Math.max(consecutiveFailures, 0), 10);
  return Math.min(CHAT_POLL.intervalMs * factor, CHAT_POLL.maxBackoffMs);
}
