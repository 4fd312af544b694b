// The reply template form (name, subject, body, and the same in each other language the site speaks) with a preview filled with sample values, and the list of
// variables with what each becomes. The preview follows the typing once the page runs; without script the
// Preview button asks the server for it.
import { useState } from "react";
import { Form } from "react-router";
import { InputField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "~/i18n/locales";
import { BUTTON, Panel, type Refusal } from "./enquiry-ui";
import { fillTemplate, SAMPLE_VALUES, TEMPLATE_VARIABLES, wordingField } from "./template-variables";

/** The form's values: name, subject and body (English), and subject_de, body_de ... for the other languages. */
export type TemplateValuesShown = Record<string, string>;

export function TemplateEditor({
  id,
  initial,
  refusal,
  busy,
}: {
  /** The template being changed, or null for a new one. */
  id: number | null;
  initial: TemplateValuesShown;
  refusal: Refusal;
  busy: boolean;
}) {
  const kept = refusal?.values ?? {};
  const [subject, setSubject] = useState(kept.subject ?? initial.subject ?? "");
  const [body, setBody] = useState(kept.body ?? initial.body ?? "");
  const hasFieldErrors = Object.keys(refusal?.fieldErrors ?? {}).length > 0;
  return (
    <Panel id="template-editor" title={id === null ? "New template" : `Edit “${initial.name}”`}>
      <Form method="post" preventScrollReset className="space-y-3" key={id ?? "new"}>
        {id !== null ? <input type="hidden" name="id" value={id} /> : null}
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        {!refusal?.formError && hasFieldErrors ? <FormAlert>Please correct the fields marked below.</FormAlert> : null}
        <InputField
          id="template-name"
          name="name"
          label="Name"
          hint="Staff see it in the composer's list."
          tone={STAFF_TONE}
          required
          maxLength={100}
          defaultValue={kept.name ?? initial.name}
          error={refusal?.fieldErrors.name}
        />
        <InputField
          id="template-subject"
          name="subject"
          label="Subject"
          tone={STAFF_TONE}
          required
          maxLength={200}
          defaultValue={kept.subject ?? initial.subject}
          onInput={(event) => setSubject(event.currentTarget.value)}
          error={refusal?.fieldErrors.subject}
        />
        <TextAreaField
          id="template-body"
          name="body"
          label="Message"
          hint="Use the variables listed on this page, in braces: {first_name}."
          tone={STAFF_TONE}
          required
          rows={12}
          maxLength={20_000}
          defaultValue={kept.body ?? initial.body}
          onInput={(event) => setBody(event.currentTarget.value)}
          error={refusal?.fieldErrors.body}
        />
        {TRANSLATED_LOCALES.map((locale) => (
          <WordingFields
            key={locale}
            locale={locale}
            initial={initial}
            kept={kept}
            fieldErrors={refusal?.fieldErrors ?? {}}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="save" disabled={busy} className={BUTTON.primary}>
            {id === null ? "Add template" : "Save template"}
          </button>
          <button
            type="submit"
            name="intent"
            value="preview"
            disabled={busy}
            formNoValidate
            className={BUTTON.secondary}
          >
            Preview
          </button>
        </div>
      </Form>
      <TemplatePreview subject={subject} body={body} />
    </Panel>
  );
}

/**
 * One language's subject and message, folded away until used: a template may be in English only, and a
 * traveller who writes in a language it lacks is answered from the English (staff are told so).
 */
function WordingFields({
  locale,
  initial,
  kept,
  fieldErrors,
}: {
  locale: TranslatedLocale;
  initial: TemplateValuesShown;
  kept: Partial<Record<string, string>>;
  fieldErrors: Partial<Record<string, string>>;
}) {
  const language = LANGUAGE_NAMES_IN_ENGLISH[locale];
  const subjectName = wordingField("subject", locale);
  const bodyName = wordingField("body", locale);
  const subject: string = kept[subjectName] ?? initial[subjectName] ?? "";
  const body: string = kept[bodyName] ?? initial[bodyName] ?? "";
  const hasError = Boolean(fieldErrors[subjectName] || fieldErrors[bodyName]);
  return (
    <details
      className="group rounded-lg border border-stone-200 p-3 open:bg-stone-50"
      open={hasError || Boolean(subject || body)}
      data-testid={`wording-${locale}`}
    >
      <summary className="cursor-pointer font-semibold">
        {language} wording{" "}
        <span className="font-normal text-stone-600">{subject || body ? "" : "(none yet: the English is used)"}</span>
      </summary>
      <div className="mt-3 space-y-3" lang={locale}>
        <p className="text-sm text-stone-700">
          Travellers who write in {language} are answered from this. Leave both empty to answer them from the English.
        </p>
        <InputField
          id={`template-${subjectName}`}
          name={subjectName}
          label={`${language} subject`}
          tone={STAFF_TONE}
          maxLength={200}
          defaultValue={subject}
          error={fieldErrors[subjectName]}
        />
        <TextAreaField
          id={`template-${bodyName}`}
          name={bodyName}
          label={`${language} message`}
          tone={STAFF_TONE}
          rows={10}
          maxLength={20_000}
          defaultValue={body}
          error={fieldErrors[bodyName]}
        />
      </div>
    </details>
  );
}

function TemplatePreview({ subject, body }: { subject: string; body: string }) {
  const filledSubject = fillTemplate(subject, SAMPLE_VALUES).text;
  const filledBody = fillTemplate(body, SAMPLE_VALUES).text;
  return (
    <section aria-labelledby="template-preview" className="mt-5 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <h3 id="template-preview" className="text-base font-semibold">
        Preview with sample values
      </h3>
      {subject || body ? (
        <div data-testid="template-preview">
          <p className="mt-2 text-sm font-semibold break-words">{filledSubject}</p>
          <p className="mt-2 text-sm break-words whitespace-pre-wrap">{filledBody}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-stone-600">Write a subject and message to see them filled in.</p>
      )}
    </section>
  );
}

export function VariablesPanel() {
  return (
    <Panel id="template-variables" title="Variables">
      <p className="mb-3 text-sm text-stone-700">
        Each becomes the enquiry's own value when a reply is written. One the enquiry has no value for stays in braces,
        and the reply cannot be sent until it is written in.
      </p>
      <dl className="space-y-3 text-sm">
        {TEMPLATE_VARIABLES.map((variable) => (
          <div key={variable.name}>
            <dt className="font-mono font-semibold">{`{${variable.name}}`}</dt>
            <dd className="text-stone-700">
              {variable.meaning}. <span className="text-stone-600">Sample: {variable.sample}</span>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
