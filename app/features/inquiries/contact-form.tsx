// The contact form. It posts to the Contact page's action and works without script; with script it
// checks fields with the server's schema first. A refused post keeps the visitor's words; an accepted
// one redirects back with a toast, and the page's new submission token gives a fresh, empty form.
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { SourceFields } from "~/features/forms/source-fields";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { localHref } from "~/i18n/local-href";
import { contactMessages } from "~/i18n/messages/en/contact";
import { useMessages } from "~/i18n/translate";

/** Kept equal to inquiry-schema.ts (that module, and zod, stay out of the page's first script). */
export const CONTACT_FORM_LIMITS = { name: 100, email: 254, phone: 40, subject: 150, message: 5000 } as const;
export const INQUIRY_TYPE_VALUES = ["general", "booking", "custom", "group", "feedback"] as const;
const FIELDS = ["name", "email", "phone", "subject", "inquiryType", "message"] as const;
type Field = (typeof FIELDS)[number];

export const CONTACT_INTENT = "send-inquiry";

/** What the Contact page's action answers when it does not redirect. */
export type ContactActionData = FormRefusal<Field>;

const loadSchema = () => import("./inquiry-schema").then((module) => module.createInquirySchema());

export function ContactForm({ submissionToken }: { submissionToken: string }) {
  const t = useMessages(contactMessages);
  const result = useActionData<ContactActionData>();
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = localHref("/contact");
  const pending = navigation.state === "submitting" && navigation.formAction?.startsWith(action) === true;
  const id = (name: Field) => `contact-${name}`;

  const validation = useInlineValidation(loadSchema, {
    onValid: (form) => submit(form, { method: "post", action, preventScrollReset: true }),
  });

  const errors: Partial<Record<string, string>> = validation.clientErrors ?? result?.fieldErrors ?? {};
  const values: Partial<Record<Field, string>> = result?.values ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const formRef = useFocusFirstError(result);

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      onFocus={validation.prepare}
      onSubmit={validation.onSubmit}
      aria-labelledby="contact-form-title"
      className="relative flex flex-col gap-5"
    >
      <input type="hidden" name="intent" value={CONTACT_INTENT} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={submissionToken} />
      <HoneypotField />
      <SourceFields />
      {result?.formError ? (
        <FormAlert title={t("contact.toast.errorTitle")}>{result.formError}</FormAlert>
      ) : hasErrors && !validation.clientErrors ? (
        <FormAlert>{t("contact.form.fixErrors")}</FormAlert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <InputField
          id={id("name")}
          name="name"
          label={t("contact.form.name")}
          autoComplete="name"
          maxLength={CONTACT_FORM_LIMITS.name}
          required
          defaultValue={values.name}
          error={errors.name}
        />
        <InputField
          id={id("email")}
          name="email"
          type="email"
          label={t("contact.form.email")}
          autoComplete="email"
          maxLength={CONTACT_FORM_LIMITS.email}
          required
          defaultValue={values.email}
          error={errors.email}
        />
        <InputField
          id={id("phone")}
          name="phone"
          type="tel"
          label={t("contact.form.phone")}
          autoComplete="tel"
          maxLength={CONTACT_FORM_LIMITS.phone}
          defaultValue={values.phone}
          error={errors.phone}
        />
        <SelectField
          id={id("inquiryType")}
          name="inquiryType"
          label={t("contact.form.inquiryType")}
          defaultValue={values.inquiryType || "general"}
          error={errors.inquiryType}
        >
          {INQUIRY_TYPE_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`contact.type.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <InputField
        id={id("subject")}
        name="subject"
        label={t("contact.form.subject")}
        maxLength={CONTACT_FORM_LIMITS.subject}
        required
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextAreaField
        id={id("message")}
        name="message"
        label={t("contact.form.message")}
        hint={t("contact.form.messageHint", { max: CONTACT_FORM_LIMITS.message })}
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
