// GET /chat/messages?since={id}: the messages of the requesting browser's own conversation after that id,
// for the chat page's polling. The conversation is found only by the visitor token in the cookie.

import { findConversationByToken, listConversationMessages, parseSince } from "~/features/chat/chat.server";
import { readVisitorToken } from "~/features/chat/chat-cookie.server";
import type { ChatPollResponse } from "~/features/chat/chat-thread-state";
import type { Route } from "./+types/chat-messages";

// Never cached: the server's one rule (privateUnlessShared) answers everything under /chat private, no-store.
const HEADERS = { "X-Robots-Tag": "noindex" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const conversation = await findConversationByToken(context.db, await readVisitorToken(request));
  if (!conversation) return Response.json({ error: "No conversation" }, { status: 404, headers: HEADERS });
  const since = parseSince(new URL(request.url).searchParams.get("since"));
  const body: ChatPollResponse = {
    status: conversation.status,
    messages: await listConversationMessages(context.db, conversation.id, { since }),
  };
  return Response.json(body, { headers: HEADERS });
}
