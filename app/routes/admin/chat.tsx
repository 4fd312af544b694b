// /admin/chat: travellers' chats. Open conversations, newest activity first; one conversation with its
// messages, a reply form and Close. The page refreshes itself every 3 s, so new messages appear.
import { clsx } from "clsx";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import { recordAudit } from "~/features/audit/audit.server";
import {
  getConversation,
  listConversationMessages,
  listConversations,
  sendStaffReply,
  setConversationStatus,
} from "~/features/chat/chat.server";
import { CHAT_POLL } from "~/features/chat/chat-thread-state";
import { formValues } from "~/features/forms/field-errors";
import { TextAreaField } from "~/features/forms/fields";
import { focusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_DIALOG_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { Route } from "./+types/chat";

export const meta: Route.MetaFunction = () => staffMeta("Chat");

function parseId(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "inbox");
  const url = new URL(request.url);
  const view = url.searchParams.get("status") === "closed" ? "closed" : "open";
  const selectedId = parseId(url.searchParams.get("c"));
  const [conversations, selected] = await Promise.all([
    listConversations(context.db, { status: view }),
    selectedId === null ? null : getConversation(context.db, selectedId),
  ]);
  return {
    view,
    conversations,
    selected: selected
      ? {
          id: selected.id,
          visitorName: selected.visitorName,
          visitorEmail: selected.visitorEmail,
          status: selected.status,
          createdAt: selected.createdAt.toISOString(),
          messages: await listConversationMessages(context.db, selected.id),
        }
      : null,
    missing: selectedId !== null && !selected,
  };
}

const actionForm = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reply"), conversationId: z.coerce.number().int().positive(), body: z.string() }),
  z.object({ intent: z.literal("close"), conversationId: z.coerce.number().int().positive() }),
  z.object({ intent: z.literal("reopen"), conversationId: z.coerce.number().int().positive() }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "inbox");
  const posted = formValues(await readFormData(request));
  const parsed = actionForm.safeParse(posted);
  if (!parsed.success) {
    return refuse(400, { values: posted, formError: "This request was not understood." });
  }
  const form = parsed.data;
  const back = `/admin/chat?c=${form.conversationId}`;

  if (form.intent === "reply") {
    const result = await sendStaffReply(context.db, {
      conversationId: form.conversationId,
      staff: { id: staff.id, email: staff.email },
      body: form.body,
    });
    if (result.status === "invalid") {
      return refuse(400, {
        intent: "reply",
        fieldErrors: { body: result.error },
        values: { body: form.body },
        formError: null,
      });
    }
    if (result.status === "not_found") throw data({ error: "Conversation not found" }, { status: 404 });
    return redirect(`${back}#reply`);
  }

  const status = form.intent === "close" ? "closed" : "open";
  const found = await context.db.transaction(async (tx) => {
    const before = await getConversation(tx, form.conversationId);
    if (!before) return false;
    await setConversationStatus(tx, form.conversationId, status);
    await recordAudit(tx, {
      actor: { id: staff.id, email: staff.email },
      action: "update",
      tableName: "chat_conversations",
      rowId: form.conversationId,
      before: { status: before.status },
      after: { status },
    });
    return true;
  });
  if (!found) throw data({ error: "Conversation not found" }, { status: 404 });
  return redirect(form.intent === "close" ? "/admin/chat" : back);
}

// With script, posts go through the form layer: every refusal (a lost connection, the HTTP server's 403 or
// 413, an expired session) shows beside the reply, what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

/** Reloads the page's data every few seconds while it is visible and nothing is being sent. */
function useLiveRefresh() {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const busy = useRef(false);
  busy.current = navigation.state !== "idle" || revalidator.state !== "idle";
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && !busy.current) void revalidator.revalidate();
    }, CHAT_POLL.intervalMs);
    return () => clearInterval(timer);
  }, [revalidator]);
}

export default function AdminChat() {
  const { view, conversations, selected, missing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "reply";
  const replyForm = useRef<HTMLFormElement>(null);
  const threadEnd = useRef<HTMLLIElement>(null);
  useLiveRefresh();

  const messageCount = selected?.messages.length ?? 0;
  useEffect(() => {
    if (messageCount > 0) threadEnd.current?.scrollIntoView({ block: "nearest" });
  }, [messageCount]);

  // A reply that went through: empty the box for the next one.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && !actionData) replyForm.current?.reset();
    wasSending.current = sending;
  }, [sending, actionData]);
  // A refused reply: the box with its message in words gets the focus (or the refusal is brought into view).
  useEffect(() => {
    if (actionData) focusFirstError(replyForm.current);
  }, [actionData]);

  const viewQuery = view === "closed" ? "&status=closed" : "";

  return (
    <>
      <PageHeading
        title="Chat"
        description="Travellers' conversations from the website's chat page. New messages appear here on their own; the traveller sees your reply within a few seconds."
        actions={
          <nav aria-label="Conversations" className="flex gap-1.5">
            {(["open", "closed"] as const).map((status) => (
              <Link
                key={status}
                to={status === "open" ? "/admin/chat" : "/admin/chat?status=closed"}
                aria-current={view === status ? "page" : undefined}
                className={clsx(
                  "inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium",
                  view === status
                    ? "border-stone-900 bg-stone-900 text-white"
                    : "border-stone-300 bg-white hover:border-stone-500",
                )}
              >
                {status === "open" ? "Open" : "Closed"}
              </Link>
            ))}
          </nav>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]">
        <section aria-labelledby="chat-list-title" className="min-w-0">
          <h2 id="chat-list-title" className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">
            {view === "open" ? "Open conversations" : "Closed conversations"} ({conversations.length})
          </h2>
          {conversations.length === 0 ? (
            <p className="rounded-xl border border-stone-200 bg-white p-6 text-center text-stone-600">
              {view === "open" ? "No open conversations." : "No closed conversations."}
            </p>
          ) : (
            <ul className="divide-y divide-stone-200 overflow-hidden rounded-xl border border-stone-200 bg-white">
              {conversations.map((conversation) => {
                const current = selected?.id === conversation.id;
                const awaiting = conversation.lastMessage?.sender === "visitor";
                return (
                  <li key={conversation.id}>
                    <Link
                      to={`/admin/chat?c=${conversation.id}${viewQuery}`}
                      aria-current={current ? "page" : undefined}
                      className={clsx("block px-4 py-3 hover:bg-stone-50", current && "bg-amber-50 hover:bg-amber-50")}
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate font-semibold text-stone-950">{conversation.visitorName}</span>
                        <span className="shrink-0 text-xs text-stone-600">
                          {formatBusinessDateTime(conversation.lastMessageAt)}
                        </span>
                      </span>
                      <span className="block truncate text-sm text-stone-600">
                        {conversation.lastMessage
                          ? `${conversation.lastMessage.sender === "staff" ? "You: " : ""}${conversation.lastMessage.body}`
                          : ""}
                      </span>
                      {awaiting && conversation.status === "open" ? (
                        <span className="mt-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                          Awaiting reply
                        </span>
                      ) : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section aria-labelledby="chat-conversation-title" className="min-w-0">
          {selected ? (
            <div className="rounded-xl border border-stone-200 bg-white">
              <div className="flex flex-wrap items-start justify-between gap-3 border-b border-stone-200 p-4">
                <div className="min-w-0">
                  <h2 id="chat-conversation-title" className="text-lg font-semibold text-stone-950">
                    {selected.visitorName}
                  </h2>
                  <p className="text-sm break-words text-stone-600">
                    <a href={`mailto:${selected.visitorEmail}`} className="underline underline-offset-4">
                      {selected.visitorEmail}
                    </a>{" "}
                    · started {formatBusinessDateTime(selected.createdAt)} ·{" "}
                    {selected.status === "open" ? "Open" : "Closed"}
                  </p>
                </div>
                <Form method="post">
                  <input type="hidden" name="conversationId" value={selected.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={selected.status === "open" ? "close" : "reopen"}
                    className="inline-flex min-h-10 items-center rounded-lg border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-100"
                  >
                    {selected.status === "open" ? "Close conversation" : "Reopen conversation"}
                  </button>
                </Form>
              </div>
              <div
                role="log"
                aria-live="polite"
                aria-label={`Messages with ${selected.visitorName}`}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
                tabIndex={0}
                className="max-h-[55dvh] overflow-y-auto bg-stone-50 p-4 focus-visible:outline-2 focus-visible:outline-stone-900"
              >
                <ol className="flex flex-col gap-3">
                  {selected.messages.map((message, index) => {
                    const staffSide = message.sender === "staff";
                    return (
                      <li
                        key={message.id}
                        ref={index === selected.messages.length - 1 ? threadEnd : undefined}
                        className={clsx(
                          "flex max-w-[85%] flex-col gap-1",
                          staffSide ? "items-end self-end" : "self-start",
                        )}
                      >
                        <span className="text-xs text-stone-600">
                          {staffSide ? (message.staffName ?? "Staff") : selected.visitorName} ·{" "}
                          {formatBusinessDateTime(message.createdAt)}
                        </span>
                        <p
                          className={clsx(
                            "rounded-2xl px-4 py-2 break-words whitespace-pre-wrap",
                            staffSide ? "bg-stone-900 text-white" : "bg-white ring-1 ring-stone-200",
                          )}
                        >
                          {message.body}
                        </p>
                      </li>
                    );
                  })}
                </ol>
              </div>
              <Form ref={replyForm} method="post" id="reply" className="space-y-2 border-t border-stone-200 p-4">
                <input type="hidden" name="intent" value="reply" />
                <input type="hidden" name="conversationId" value={selected.id} />
                <TextAreaField
                  id="chat-reply"
                  name="body"
                  label={`Reply to ${selected.visitorName}`}
                  rows={3}
                  maxLength={2000}
                  required
                  defaultValue={actionData?.values.body}
                  error={actionData?.fieldErrors.body}
                  tone={STAFF_DIALOG_TONE}
                />
                {!actionData?.fieldErrors.body && actionData?.formError ? (
                  <FormAlert>{actionData.formError}</FormAlert>
                ) : null}
                <div className="flex justify-end">
                  <button
                    type="submit"
                    disabled={sending}
                    className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
                  >
                    {sending ? "Sending…" : "Send reply"}
                  </button>
                </div>
              </Form>
            </div>
          ) : (
            <div className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
              <h2 id="chat-conversation-title" className="font-semibold text-stone-900">
                {missing ? "Conversation not found" : "No conversation selected"}
              </h2>
              <p className="mt-1 text-sm">
                {missing ? "It may have been deleted." : "Choose a conversation from the list to read and reply."}
              </p>
            </div>
          )}
        </section>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
