// The chat's two forms: starting a conversation (name, e-mail, first message) and sending a message.
// One schema each, for inline checks in the browser and for the server, which alone decides.
import { z } from "zod";
import { emailAddress, firstFailing, multiLine, requiredText } from "~/features/bookings/booking-form-fields";
import { chatMessages } from "~/i18n/messages/en/chat";
import { translate } from "~/i18n/translate";

/** The longest message the database accepts (chat_messages_body_length) and the longest name and address. */
export const CHAT_LIMITS = { name: 100, email: 254, message: 2000 } as const;

export const CHAT_INTENTS = { start: "start", send: "send", forget: "forget" } as const;

export const CHAT_START_FIELDS = ["name", "email", "message"] as const;
export type ChatStartField = (typeof CHAT_START_FIELDS)[number];

const t = (id: keyof typeof chatMessages & string, values?: Record<string, string | number>) =>
  translate(chatMessages, id, values);

export function chatMessageBody() {
  const required = t("chat.validation.messageRequired");
  return z.preprocess(
    multiLine,
    z.string({ error: required }).check(
      firstFailing<string>([
        [(value) => value.length > 0, required],
        [(value) => value.length <= CHAT_LIMITS.message, t("chat.validation.tooLong", { max: CHAT_LIMITS.message })],
      ]),
    ),
  );
}

export function createChatStartSchema() {
  return z.object({
    name: requiredText({ required: t("chat.validation.nameRequired"), max: CHAT_LIMITS.name }),
    email: emailAddress({
      required: t("chat.validation.emailInvalid"),
      invalid: t("chat.validation.emailInvalid"),
      max: CHAT_LIMITS.email,
    }),
    message: chatMessageBody(),
  });
}

export function createChatMessageSchema() {
  return z.object({ message: chatMessageBody() });
}

export type ChatStartInput = z.output<ReturnType<typeof createChatStartSchema>>;
