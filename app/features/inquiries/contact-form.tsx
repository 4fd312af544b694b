// The contact form. It posts to the Contact page's action and works without script; with script it
// checks fields with the server's schema first. A refused post keeps the visitor's words; an accepted
// one redirects back with a toast, and the page's new submission token gives a fresh, empty form.
import { useEffect } from "react";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast-store";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { contactMessages } from "~/i18n/messages/en/contact";
import { translate, useMessages } from "~/i18n/translate";
import { FormAlert, SelectField, TextField, useLazyValidation } from "./form-fields";

/** Kept equal to inquiry-schema.ts (that module, and zod, stay out of the page's first script). */
export const CONTACT_FORM_LIMITS = { name: 100, email: 254, phone: 40, subject: 150, message: 5000 } as const;
export const INQUIRY_TYPE_VALUES = ["general", "booking", "custom", "group", "feedback"] as const;
const FIELDS = ["name", "email", "phone", "subject", "inquiryType", "message"] as const;
type Field = (typeof FIELDS)[number];

export const CONTACT_INTENT = "send-inquiry";

/** What the Contact page's action answers when it does not redirect. */
export type ContactActionData =
  | { status: "invalid"; fieldErrors: Partial<Record<Field, string>>; values: Partial<Record<Field, string>> }
  | { status: "rate_limited"; retryAfterSeconds: number }
  | { status: "failed" }
  | { status: "unexpected" };

const loadSchema = () => import("./inquiry-schema").then((module) => module.createInquirySchema());

export function ContactForm({ submissionToken }: { submissionToken: string }) {
  const t = useMessages(contactMessages);
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith("/contact") === true;
  const formId = "contact";

  const validation = useLazyValidation(loadSchema, {
    onValid: (form) => submit(form, { method: "post", action: "/contact", preventScrollReset: true }),
  });

  useEffect(() => {
    if (!result || result.status === "invalid") return;
    showToast(outcome(result));
  }, [result]);

  const serverErrors = result?.status === "invalid" ? result.fieldErrors : {};
  const errors: Partial<Record<string, string>> = validation.clientErrors ?? serverErrors;
  const values: Partial<Record<Field, string>> = result?.status === "invalid" ? result.values : {};
  const alert = result && result.status !== "invalid" ? outcome(result) : null;
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form
      method="post"
      action="/contact"
      noValidate
      onFocus={() => void validation.prepare().catch(() => undefined)}
      onSubmit={validation.onSubmit}
      aria-labelledby="contact-form-title"
      className="relative flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value={CONTACT_INTENT} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={submissionToken} />
      <HoneypotField />
      {alert ? (
        <FormAlert tone="error" title={alert.title}>
          {alert.description}
        </FormAlert>
      ) : hasErrors && !validation.clientErrors ? (
        <FormAlert tone="error">{t("contact.form.fixErrors")}</FormAlert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          formId={formId}
          name="name"
          label={t("contact.form.name")}
          autoComplete="name"
          maxLength={CONTACT_FORM_LIMITS.name}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <TextField
          formId={formId}
          name="email"
          type="email"
          label={t("contact.form.email")}
          autoComplete="email"
          maxLength={CONTACT_FORM_LIMITS.email}
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          formId={formId}
          name="phone"
          type="tel"
          label={t("contact.form.phone")}
          autoComplete="tel"
          maxLength={CONTACT_FORM_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          formId={formId}
          name="inquiryType"
          label={t("contact.form.inquiryType")}
          options={INQUIRY_TYPE_VALUES.map((value) => ({ value, label: t(`contact.type.${value}`) }))}
          defaultValue={values.inquiryType || "general"}
          error={errors.inquiryType}
        />
      </div>
      <TextField
        formId={formId}
        name="subject"
        label={t("contact.form.subject")}
        maxLength={CONTACT_FORM_LIMITS.subject}
        required
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextField
        formId={formId}
        name="message"
        label={t("contact.form.message")}
        hint={t("contact.form.messageHint", { max: CONTACT_FORM_LIMITS.message })}
        multiline
        rows={6}
        maxLength={CONTACT_FORM_LIMITS.message}
        required
        defaultValue={values.message}
        error={errors.message}
      />
      <div>
        <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
          {pending ? t("contact.form.submitting") : t("contact.form.submit")}
        </Button>
      </div>
    </Form>
  );
}

const text = (id: keyof typeof contactMessages & string, values?: Record<string, string | number>) =>
  translate(contactMessages, id, values);

function outcome(data: Exclude<ContactActionData, { status: "invalid" }>) {
  if (data.status === "rate_limited") {
    return {
      type: "error" as const,
      title: text("contact.toast.rateLimitedTitle"),
      description: text("contact.toast.rateLimited", { minutes: Math.max(1, Math.ceil(data.retryAfterSeconds / 60)) }),
    };
  }
  return {
    type: "error" as const,
    title: text("contact.toast.errorTitle"),
    description: data.status === "failed" ? text("contact.toast.errorText") : text("contact.toast.unexpected"),
  };
}
