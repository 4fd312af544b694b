// Starting a conversation: name, e-mail and the first message. A plain form post (it works without
// script); with script, fields are checked first with the server's own schema.
import { Form, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, TextAreaField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { SourceFields } from "~/features/forms/source-fields";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { localHref } from "~/i18n/local-href";
import { chatMessages } from "~/i18n/messages/en/chat";
import { useMessages } from "~/i18n/translate";

/** Kept equal to chat-schema.ts's CHAT_LIMITS (that module stays out of the page's first script). */
const LIMITS = { name: 100, email: 254, message: 2000 } as const;

const loadSchema = () => import("./chat-schema").then((module) => module.createChatStartSchema());

export interface ChatStartFormProps {
  /** The last post's refusal: messages beside the fields, or one for the whole form. */
  result?: FormRefusal<"name" | "email" | "message">;
}

export function ChatStartForm({ result }: ChatStartFormProps) {
  const t = useMessages(chatMessages);
  const submit = useSubmit();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const validation = useInlineValidation(loadSchema, {
    onValid: (form) => submit(form, { method: "post", action: localHref("/chat") }),
  });
  const errors = validation.clientErrors ?? result?.fieldErrors ?? {};
  const values = result?.values ?? {};
  const formRef = useFocusFirstError(result);

  return (
    <Form
      ref={formRef}
      method="post"
      action={localHref("/chat")}
      noValidate
      onFocus={validation.prepare}
      onSubmit={validation.onSubmit}
      className="flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value="start" />
      <HoneypotField />
      <SourceFields />
      {result?.formError ? <FormAlert title={t("chat.error.title")}>{result.formError}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id="chat-start-name"
          name="name"
          label={t("chat.start.name")}
          autoComplete="name"
          maxLength={LIMITS.name}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <InputField
          id="chat-start-email"
          name="email"
          type="email"
          label={t("chat.start.email")}
          hint={t("chat.start.emailHint")}
          autoComplete="email"
          maxLength={LIMITS.email}
          required
          defaultValue={values.email}
          error={errors.email}
        />
      </div>
      <TextAreaField
        id="chat-start-message"
        name="message"
        label={t("chat.start.message")}
        hint={t("chat.send.hint", { max: LIMITS.message })}
        rows={4}
        maxLength={LIMITS.message}
        required
        defaultValue={values.message}
        error={errors.message}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-charcoal-500">{t("chat.start.privacy")}</p>
        <Button type="submit" size="lg" pending={pending}>
          {pending ? t("chat.start.submitting") : t("chat.start.submit")}
        </Button>
      </div>
    </Form>
  );
}
