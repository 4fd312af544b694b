// A traveller's conversation: the messages, new ones arriving by polling every 3 s (backing off while the
// connection is down, catching up on everything missed when it returns), and the form to write more.
// Without script the form posts and the page comes back with the new message.
import { clsx } from "clsx";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { Form, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { FieldError } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { useLatestRefusal } from "~/features/forms/refusal-store";
import { localHref } from "~/i18n/local-href";
import { chatMessages } from "~/i18n/messages/en/chat";
import { useMessages } from "~/i18n/translate";
import { BUSINESS_TIME_ZONE } from "~/utils/business-calendar";
import { dateTimeFormat } from "~/utils/intl-formats";
import {
  CHAT_POLL_PATH,
  type ChatMessageView,
  type ChatPollResponse,
  mergeMessages,
  nextPollDelay,
} from "./chat-thread-state";

const LIMITS = { message: 2000 } as const;

/** What the chat page's action answers a post from this form made by script: sent, or refused. */
export type ChatSendOutcome = { status: "sent"; intent: "send"; message: ChatMessageView };
export type ChatSendResult = ChatSendOutcome | FormRefusal<"message">;

// Times in East Africa Time, as the office works; the same on the server and in every browser, in the page's language.
const sentAt = (instant: string) =>
  dateTimeFormat({
    hour: "2-digit",
    minute: "2-digit",
    day: "numeric",
    month: "short",
    timeZone: BUSINESS_TIME_ZONE,
  }).format(new Date(instant));

const subscribe = () => () => {};
function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

function usePolledMessages(initial: readonly ChatMessageView[], initialStatus: "open" | "closed") {
  const [received, setReceived] = useState<ChatMessageView[]>([]);
  const [status, setStatus] = useState(initialStatus);
  const [offline, setOffline] = useState(false);
  const messages = useMemo(() => mergeMessages(initial, received), [initial, received]);
  const lastId = useRef(0);
  lastId.current = messages.at(-1)?.id ?? 0;

  useEffect(() => setStatus(initialStatus), [initialStatus]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;
    let inFlight: AbortController | null = null;

    const schedule = (ms: number) => {
      if (!stopped) timer = setTimeout(poll, ms);
    };
    async function poll() {
      if (document.visibilityState === "hidden") return schedule(nextPollDelay(0));
      inFlight = new AbortController();
      try {
        const response = await fetch(`${CHAT_POLL_PATH}?since=${lastId.current}`, {
          headers: { accept: "application/json" },
          cache: "no-store",
          signal: inFlight.signal,
        });
        // 404: the conversation is gone (cookie removed elsewhere); stop asking.
        if (response.status === 404) return;
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body = (await response.json()) as ChatPollResponse;
        if (body.messages.length > 0) setReceived((previous) => mergeMessages(previous, body.messages));
        setStatus(body.status);
        failures = 0;
        setOffline(false);
      } catch {
        if (stopped) return;
        failures += 1;
        if (failures >= 2) setOffline(true);
      } finally {
        inFlight = null;
      }
      schedule(nextPollDelay(failures));
    }
    const onVisible = () => {
      if (document.visibilityState !== "visible" || inFlight) return;
      clearTimeout(timer);
      void poll();
    };
    schedule(nextPollDelay(0));
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      inFlight?.abort();
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", onVisible);
    };
  }, []);

  const add = useCallback(
    (message: ChatMessageView) => setReceived((previous) => mergeMessages(previous, [message])),
    [],
  );
  return { messages, status, offline, add };
}

export interface ChatConversationProps {
  visitorName: string;
  status: "open" | "closed";
  messages: ChatMessageView[];
  /** The answer to a post made without script (the page re-rendered by the action). */
  documentResult?: ChatSendResult;
}

export function ChatConversation({
  visitorName,
  status: initialStatus,
  messages: initial,
  documentResult,
}: ChatConversationProps) {
  const t = useMessages(chatMessages);
  const hydrated = useHydrated();
  const fetcher = useFetcher<ChatSendResult>({ key: "chat-send" });
  const { messages, status, offline, add } = usePolledMessages(initial, initialStatus);
  const listRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // A refusal shows at once, even while the page waits for deferred code (refusal-store.ts).
  const latest = useLatestRefusal(localHref("/chat")) as ChatSendResult | null;
  const result = latest ?? fetcher.data ?? documentResult;
  const pending = fetcher.state !== "idle";

  // Keep the newest message in view.
  const count = messages.length;
  useEffect(() => {
    const list = listRef.current;
    if (list && count > 0) list.scrollTop = list.scrollHeight;
  }, [count]);

  // A sent message shows at once and the box empties for the next one.
  useEffect(() => {
    if (fetcher.state !== "idle" || fetcher.data?.status !== "sent") return;
    add(fetcher.data.message);
    formRef.current?.reset();
    formRef.current?.querySelector("textarea")?.focus();
  }, [fetcher.state, fetcher.data, add]);

  const refusal = result?.status === "error" ? result : undefined;
  const fieldError = refusal?.fieldErrors.message;
  const lastSender = messages.at(-1)?.sender;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="chat-thread-title" className="scroll-mt-28 font-display text-display-sm text-charcoal-900">
          {t("chat.thread.title")}
        </h2>
        <p className="text-sm text-charcoal-600">{t("chat.thread.with", { name: visitorName })}</p>
      </div>

      <div
        ref={listRef}
        role="log"
        aria-live="polite"
        aria-label={t("chat.thread.label")}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        className="max-h-[60dvh] min-h-64 overflow-y-auto rounded-2xl bg-sand-100 p-4 ring-1 ring-sand-200 focus-visible:outline-2 focus-visible:outline-focus sm:p-6"
      >
        <ol className="flex flex-col gap-4">
          {messages.map((message) => {
            const mine = message.sender === "visitor";
            return (
              <li
                key={message.id}
                className={clsx("flex max-w-[85%] flex-col gap-1", mine ? "self-end items-end" : "self-start")}
              >
                <p className="text-xs font-semibold text-charcoal-600">
                  {mine
                    ? t("chat.thread.you")
                    : message.staffName
                      ? t("chat.thread.staff", { name: message.staffName })
                      : t("chat.thread.team")}
                  <span className="font-normal">
                    {" · "}
                    <time dateTime={message.createdAt}>
                      {t("chat.thread.sentAt", { time: sentAt(message.createdAt) })}
                    </time>
                  </span>
                </p>
                <p
                  className={clsx(
                    "rounded-2xl px-4 py-2.5 leading-relaxed break-words whitespace-pre-wrap shadow-xs",
                    mine
                      ? "rounded-br-md bg-charcoal-900 text-white"
                      : "rounded-bl-md bg-white text-charcoal-900 ring-1 ring-sand-200",
                  )}
                >
                  {message.body}
                </p>
              </li>
            );
          })}
        </ol>
      </div>

      <div className="min-h-6 text-sm" aria-live="polite">
        {offline ? (
          <p className="font-medium text-clay-700">{t("chat.thread.reconnecting")}</p>
        ) : status === "closed" ? (
          <p className="text-charcoal-600">{t("chat.thread.closed")}</p>
        ) : lastSender === "visitor" ? (
          <p className="text-charcoal-600">{t("chat.thread.waiting")}</p>
        ) : null}
      </div>

      <fetcher.Form ref={formRef} method="post" action={localHref("/chat")} noValidate className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="send" />
        {hydrated ? <input type="hidden" name="via" value="script" /> : null}
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        <label htmlFor="chat-message" className="text-sm font-semibold text-charcoal-800">
          {t("chat.send.label")}
        </label>
        <textarea
          id="chat-message"
          name="message"
          rows={3}
          maxLength={LIMITS.message}
          placeholder={t("chat.send.placeholder")}
          aria-required="true"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? "chat-message-error chat-message-hint" : "chat-message-hint"}
          defaultValue={refusal?.values.message}
          onKeyDown={(event) => {
            // Enter sends, Shift+Enter starts a new line, as in every chat.
            if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          className="block min-h-24 w-full scroll-mt-40 resize-y rounded-lg border border-sand-300 bg-white px-3.5 py-3 text-base leading-relaxed text-charcoal-900 shadow-xs placeholder:text-charcoal-400 hover:border-sand-400 focus:border-ochre-600 focus:outline-2 focus:outline-offset-1 focus:outline-focus aria-invalid:border-clay-600"
        />
        {fieldError ? <FieldError id="chat-message-error">{fieldError}</FieldError> : null}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="chat-message-hint" className="text-sm text-charcoal-500">
            {t("chat.send.hint", { max: LIMITS.message })}
          </p>
          <Button type="submit" pending={pending}>
            {pending ? t("chat.send.sending") : t("chat.send.submit")}
          </Button>
        </div>
      </fetcher.Form>

      <Form method="post" action={localHref("/chat")} className="border-t border-sand-200 pt-4">
        <input type="hidden" name="intent" value="forget" />
        <p id="chat-forget-hint" className="mb-2 text-sm text-charcoal-500">
          {t("chat.forget.hint")}
        </p>
        <Button type="submit" variant="ghost" size="sm" aria-describedby="chat-forget-hint">
          {t("chat.forget.submit")}
        </Button>
      </Form>
    </div>
  );
}
