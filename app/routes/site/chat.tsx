// /chat: a traveller leaves their name and e-mail and talks with the team; replies appear without reloading.
// The conversation is found only by the secret in the traveller's cookie. Not for search engines.

import { Suspense } from "react";
import { data, redirect, useActionData } from "react-router";
import { deferred } from "~/components/deferred";
import { ButtonLink } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Hero } from "~/components/ui/hero";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
import { Section } from "~/components/ui/section";
import { useOperatorFacts } from "~/components/use-operator-facts";
import { storeFailureStatus } from "~/db/database-availability.server";
import {
  findConversationByToken,
  listConversationMessages,
  sendVisitorMessage,
  startConversation,
} from "~/features/chat/chat.server";
import type { ChatSendOutcome } from "~/features/chat/chat-conversation";
import { clearedVisitorTokenCookie, readVisitorToken, visitorTokenCookie } from "~/features/chat/chat-cookie.server";
import { CHAT_INTENTS } from "~/features/chat/chat-schema";
import { ChatStartForm } from "~/features/chat/chat-start-form";
import { readFormValues } from "~/features/forms/field-errors";
import type { FormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { loaderMeta } from "~/features/seo/loader-meta";
import { pageMeta } from "~/features/seo/page-meta";
import { localHref } from "~/i18n/local-href";
import { chatMessages } from "~/i18n/messages/en/chat";
import { translate, useMessages } from "~/i18n/translate";
import type { Route } from "./+types/chat";

const CHAT_PATH = "/chat";
// Never cached: /chat is personal, and the server's one rule (privateUnlessShared) answers it private, no-store.
const NOT_INDEXED = { "X-Robots-Tag": "noindex, nofollow" } as const;

export const headers: Route.HeadersFunction = () => NOT_INDEXED;

export async function loader({ request, context }: Route.LoaderArgs) {
  const meta = pageMeta({
    siteUrl: context.config.SITE_URL,
    path: CHAT_PATH,
    title: translate(chatMessages, "chat.meta.title"),
    description: translate(chatMessages, "chat.meta.description"),
    noindex: true,
  });
  const conversation = await findConversationByToken(context.db, await readVisitorToken(request));
  if (!conversation) return data({ meta, conversation: null, messages: [] }, { headers: NOT_INDEXED });
  const messages = await listConversationMessages(context.db, conversation.id);
  return data(
    {
      meta,
      conversation: { visitorName: conversation.visitorName, status: conversation.status },
      messages,
    },
    { headers: NOT_INDEXED },
  );
}

export const meta: Route.MetaFunction = loaderMeta;

// A first visit shows the start form; the conversation's code (messages, polling, the reply form) is fetched
// only when there is a conversation to show: at once for a returning traveller, or once a chat is started
// (the start form stays on screen until it has arrived).
const ChatConversation = deferred(
  () => import("~/features/chat/chat-conversation").then((module) => module.ChatConversation),
  { when: "rendered" },
);

// The start form's fields (chat-schema's CHAT_START_FIELDS; importing it here would bring zod into the page).
const START_FIELDS = ["name", "email", "message"] as const;

/** A refusal of either form (told apart by `intent`), or a message sent by script. */
type ActionData = FormRefusal | ChatSendOutcome;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormData(request);
  const intent = formData.get("intent");
  const chatContext = {
    db: context.db,
    config: context.config,
    clientAddress: context.clientAddress,
  };
  const t = (id: keyof typeof chatMessages & string) => translate(chatMessages, id);
  // Both forms are refused in the same few ways, told apart by their intent.
  const invalid = (intent: string, result: Pick<FormRefusal, "fieldErrors" | "values">) =>
    refuse(400, { intent, fieldErrors: result.fieldErrors, values: result.values, formError: null });
  const rateLimited = (intent: string, values: Record<string, string>, retryAfterSeconds: number) =>
    refuse(
      429,
      { intent, values, formError: t("chat.error.rateLimited") },
      { headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  const failed = (intent: string, values: Record<string, string>, error: unknown) =>
    refuse(storeFailureStatus(error, context), { intent, values, formError: t("chat.error.failed") });

  if (intent === CHAT_INTENTS.forget) {
    return redirect(localHref(CHAT_PATH), {
      headers: { "Set-Cookie": await clearedVisitorTokenCookie(request, context.config) },
    });
  }

  if (intent === CHAT_INTENTS.start) {
    const values = readFormValues(formData, START_FIELDS);
    try {
      const result = await startConversation(chatContext, formData);
      switch (result.status) {
        case "invalid":
          return invalid(intent, result);
        case "rate_limited":
          return rateLimited(intent, values, result.retryAfterSeconds);
        case "discarded":
          return redirect(localHref(CHAT_PATH));
        default:
          return redirect(localHref(`${CHAT_PATH}#chat-thread-title`), {
            headers: { "Set-Cookie": await visitorTokenCookie(result.token, request, context.config) },
          });
      }
    } catch (error) {
      context.log.error({ err: error }, "a chat could not be started");
      return failed(intent, values, error);
    }
  }

  if (intent === CHAT_INTENTS.send) {
    const byScript = formData.get("via") === "script";
    const values = readFormValues(formData, ["message"]);
    let result: Awaited<ReturnType<typeof sendVisitorMessage>>;
    try {
      result = await sendVisitorMessage(chatContext, await readVisitorToken(request), formData);
    } catch (error) {
      context.log.error({ err: error }, "a chat message could not be stored");
      return failed(intent, values, error);
    }
    switch (result.status) {
      case "sent":
        // Without script, a sent message is a post/redirect/get back to the conversation.
        if (!byScript) return redirect(localHref(`${CHAT_PATH}#chat-message`));
        return data<ActionData>({ status: "sent", intent, message: result.message });
      case "invalid":
        return invalid(intent, result);
      case "rate_limited":
        return rateLimited(intent, values, result.retryAfterSeconds);
      case "no_conversation":
        return refuse(404, { intent, values, formError: t("chat.error.noConversation") });
    }
  }

  throw refuse(400);
}

// With script, posts go through the form layer: every refusal, and a post that got no answer, shows beside
// the form with the traveller's words kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function Chat({ loaderData }: Route.ComponentProps) {
  const t = useMessages(chatMessages);
  const operator = useOperatorFacts();
  const actionData = useActionData<ActionData>();
  const { conversation, messages } = loaderData;
  // A refusal without an intent (from before the action ran) belongs to whichever form is on the page. The
  // intents are written out: reading CHAT_INTENTS here would bring the schema module, and zod, into the page.
  const startResult = actionData?.status === "error" && actionData.intent !== "send" ? actionData : undefined;
  const sendResult = actionData && actionData.intent !== "start" ? actionData : undefined;

  return (
    <>
      <Hero
        height="small"
        eyebrow={t("chat.hero.eyebrow")}
        title={t("chat.hero.title")}
        subtitle={t("chat.hero.subtitle")}
        titleId="chat-hero-title"
        image={{ src: "/art/site/contact-hero.svg", alt: "", width: 1600, height: 900 }}
      />
      <Section labelledBy={conversation ? "chat-thread-title" : "chat-start-title"}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:gap-12">
          <Card as="div" className="p-5 sm:p-8">
            <Suspense fallback={null}>
              {conversation ? (
                <ChatConversation
                  visitorName={conversation.visitorName}
                  status={conversation.status}
                  messages={messages}
                  documentResult={sendResult}
                />
              ) : (
                <>
                  <h2 id="chat-start-title" className="font-display text-display-sm text-charcoal-900">
                    {t("chat.start.title")}
                  </h2>
                  <p className="mt-2 mb-6 text-charcoal-600">{t("chat.start.intro")}</p>
                  <ChatStartForm result={startResult} />
                </>
              )}
            </Suspense>
          </Card>
          <aside aria-labelledby="chat-aside-title" className="flex flex-col gap-4 lg:pt-2">
            <h2 id="chat-aside-title" className="font-display text-display-sm text-charcoal-900">
              {t("chat.aside.title")}
            </h2>
            <p className="text-charcoal-600">{t(operator.phone ? "chat.aside.text" : "chat.aside.textNoPhone")}</p>
            {operator.phone || operator.email ? (
              <ul className="flex flex-col gap-3 text-charcoal-800">
                {operator.phone && operator.phoneHref ? (
                  <li className="flex items-center gap-3">
                    <PhoneIcon className="size-5 text-ochre-700" aria-hidden="true" />
                    <a href={operator.phoneHref} className="underline-offset-4 hover:underline">
                      {operator.phone}
                    </a>
                  </li>
                ) : null}
                {operator.email ? (
                  <li className="flex items-center gap-3">
                    <MailIcon className="size-5 text-ochre-700" aria-hidden="true" />
                    <a href={`mailto:${operator.email}`} className="break-all underline-offset-4 hover:underline">
                      {operator.email}
                    </a>
                  </li>
                ) : null}
              </ul>
            ) : null}
            <div>
              <ButtonLink to={localHref("/contact")} variant="outline">
                {t("chat.aside.contact")}
              </ButtonLink>
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
