// The enquiry's conversation in time order (replies sent from the portal with their delivery, staff notes,
// chat messages, the traveller's answers by e-mail and WhatsApp), the form to add a note, and the composer
// that writes to the traveller from a template.
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { isLocale, LOCALES, type Locale } from "~/i18n/locales";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { ThreadItem } from "./enquiry-detail.server";
import { BUTTON, Panel, type Refusal } from "./enquiry-ui";

const DELIVERY: Record<string, { label: string; tone: string }> = {
  pending: { label: "Queued: on its way", tone: "bg-sky-50 text-sky-900 ring-sky-300" },
  sent: { label: "Sent", tone: "bg-emerald-50 text-emerald-900 ring-emerald-300" },
  held: {
    label: "Held: no mail server set up (in the e-mail outbox)",
    tone: "bg-amber-100 text-amber-950 ring-amber-400",
  },
  failed: { label: "Failed to send", tone: "bg-red-100 text-red-900 ring-red-400" },
};

const CHANNEL_NAMES = { email: "e-mail", whatsapp: "WhatsApp" } as const;

function ThreadEntry({ item }: { item: ThreadItem }) {
  const when = formatBusinessDateTime(item.at);
  if (item.type === "note") {
    return (
      <li className="rounded-lg border border-amber-200 bg-amber-50 p-3">
        <p className="text-xs text-stone-700">
          <span className="font-semibold text-stone-900">Note by {item.author}</span> · {when} · only staff see it
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{item.body}</p>
      </li>
    );
  }
  if (item.type === "inbound") {
    return (
      <li className="rounded-lg border border-stone-300 bg-stone-50 p-3" data-testid="traveller-message">
        <p className="text-xs text-stone-700">
          <span className="font-semibold text-stone-900">{item.author}</span> wrote by {CHANNEL_NAMES[item.channel]}{" "}
          from <span className="wrap-anywhere">{item.from}</span> · {when}
        </p>
        {item.subject ? <p className="mt-2 text-sm font-semibold break-words">{item.subject}</p> : null}
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{item.body}</p>
        {item.attachmentNames.length > 0 ? (
          <p className="mt-2 text-xs text-stone-700">
            Came with {item.attachmentNames.length === 1 ? "a file" : `${item.attachmentNames.length} files`} not kept
            here ({item.attachmentNames.join(", ")}): ask the traveller to send{" "}
            {item.attachmentNames.length === 1 ? "it" : "them"} to the reservations mailbox if you need{" "}
            {item.attachmentNames.length === 1 ? "it" : "them"}.
          </p>
        ) : null}
      </li>
    );
  }
  if (item.type === "chat") {
    return (
      <li
        className={clsx(
          "rounded-lg border p-3",
          item.fromTraveller ? "border-stone-200 bg-stone-50" : "border-sky-200 bg-sky-50",
        )}
      >
        <p className="text-xs text-stone-700">
          <span className="font-semibold text-stone-900">{item.author}</span> in the chat · {when}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{item.body}</p>
      </li>
    );
  }
  if (item.channel === "whatsapp") {
    return (
      <li className="rounded-lg border border-emerald-200 bg-white p-3" data-testid="whatsapp-reply">
        <p className="text-xs text-stone-700">
          <span className="font-semibold text-stone-900">WhatsApp by {item.author}</span> to {item.to} · {when}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap">{item.body}</p>
      </li>
    );
  }
  const delivery = item.delivery ? DELIVERY[item.delivery] : null;
  return (
    <li className="rounded-lg border border-stone-200 bg-white p-3">
      <p className="text-xs text-stone-700">
        <span className="font-semibold text-stone-900">Reply by {item.author}</span> to{" "}
        <span className="wrap-anywhere">{item.to}</span> · {when}
      </p>
      {delivery ? (
        <p className="mt-1">
          <span
            data-testid="reply-delivery"
            className={clsx(
              "inline-flex rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset",
              delivery.tone,
            )}
          >
            {delivery.label}
          </span>
        </p>
      ) : null}
      <p className="mt-2 text-sm font-semibold break-words">{item.subject}</p>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap">{item.body}</p>
    </li>
  );
}

export function EnquiryThread({ thread, refusal, busy }: { thread: ThreadItem[]; refusal: Refusal; busy: boolean }) {
  return (
    <Panel id="enquiry-thread" title="Conversation and notes">
      {thread.length === 0 ? (
        <p className="text-sm text-stone-600">No replies or notes yet.</p>
      ) : (
        <ol className="space-y-3" data-testid="enquiry-thread">
          {thread.map((item) => (
            <ThreadEntry key={item.key} item={item} />
          ))}
        </ol>
      )}
      {/* Keyed by the thread's length: once a note is added the form is drawn afresh, empty. */}
      <Form
        method="post"
        preventScrollReset
        className="mt-4 space-y-3 border-t border-stone-200 pt-4"
        key={thread.length}
      >
        <input type="hidden" name="intent" value="note" />
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        <TextAreaField
          id="enquiry-note"
          name="body"
          label="Add a note"
          hint="Only staff see notes. They are kept as written."
          tone={STAFF_TONE}
          rows={3}
          required
          maxLength={10_000}
          defaultValue={refusal?.values.body ?? ""}
          error={refusal?.fieldErrors.body}
        />
        <button type="submit" disabled={busy} className={BUTTON.secondary}>
          Add note
        </button>
      </Form>
    </Panel>
  );
}

export interface ComposerDraft {
  templateId: number;
  templateName: string;
  subject: string;
  body: string;
  missing: string[];
  /** The language the draft is written in, and the one asked for (they differ when the template lacks it). */
  language: Locale;
  asked: Locale;
}

/** "German, the traveller's language" for the language choice and the draft's note. */
function languageLabel(locale: Locale, travellerLocale: Locale): string {
  const name = LANGUAGE_NAMES_IN_ENGLISH[locale];
  return locale === travellerLocale ? `${name}, the traveller's language` : name;
}

export function ReplyComposer({
  to,
  reference,
  staffEmail,
  templates,
  draft,
  unknownTemplate,
  travellerLocale,
  replyToken,
  refusal,
  busy,
}: {
  to: string;
  reference: string;
  /** The mailbox the traveller's answer goes to, or null when it comes back into this conversation. */
  staffEmail: string | null;
  templates: { id: number; name: string }[];
  draft: ComposerDraft | null;
  unknownTemplate: boolean;
  /** The language the traveller wrote in: templates start in it, and the reply's amounts and dates are written as in it. */
  travellerLocale: Locale;
  replyToken: string;
  refusal: Refusal;
  busy: boolean;
}) {
  const kept = refusal?.values ?? {};
  const language: Locale = isLocale(kept.language) ? kept.language : (draft?.language ?? travellerLocale);
  if (!to) {
    // Opened by a WhatsApp message from a number no enquiry knew: there is no address to write to.
    return (
      <Panel id="enquiry-reply" title="Reply to the traveller">
        <p className="text-sm text-stone-700">
          This traveller wrote on WhatsApp and gave no e-mail address: answer on WhatsApp below, and ask there for an
          address if you need to send documents by e-mail.
        </p>
      </Panel>
    );
  }
  return (
    <Panel id="enquiry-reply" title="Reply to the traveller">
      {templates.length > 0 ? (
        <Form
          method="get"
          preventScrollReset
          className="mb-4 flex flex-wrap items-end gap-2"
          key={`choice-${draft?.templateId ?? "blank"}-${replyToken}`}
        >
          <SelectField
            id="reply-template"
            name="template"
            label="Start from a template"
            tone={STAFF_TONE}
            className="min-w-0 basis-full"
            defaultValue={draft ? String(draft.templateId) : ""}
          >
            <option value="">No template</option>
            {templates.map((template) => (
              <option key={template.id} value={template.id}>
                {template.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id="reply-language"
            name="lang"
            label="In"
            tone={STAFF_TONE}
            className="min-w-0 flex-1 basis-56"
            defaultValue={draft?.asked ?? travellerLocale}
          >
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {languageLabel(locale, travellerLocale)}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={BUTTON.secondary}>
            Use template
          </button>
        </Form>
      ) : null}
      {draft && draft.language !== draft.asked ? (
        <div className="mb-3">
          <FormAlert tone="info">
            “{draft.templateName}” has no {LANGUAGE_NAMES_IN_ENGLISH[draft.asked]} wording yet, so the English one is
            filled in. Add a {LANGUAGE_NAMES_IN_ENGLISH[draft.asked]} wording on the{" "}
            <Link to={`/admin/templates?edit=${draft.templateId}`} className="underline">
              Reply templates
            </Link>{" "}
            page.
          </FormAlert>
        </div>
      ) : null}
      {unknownTemplate ? (
        <div className="mb-3">
          <FormAlert tone="info">That template no longer exists. Please choose another.</FormAlert>
        </div>
      ) : null}
      {/* A new draft (another template) draws a fresh form with its text. */}
      <Form
        method="post"
        preventScrollReset
        className="space-y-3"
        key={`reply-${draft?.templateId ?? "blank"}-${replyToken}`}
      >
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="replyToken" value={kept.replyToken ?? replyToken} />
        <input type="hidden" name="templateId" value={kept.templateId ?? (draft ? String(draft.templateId) : "")} />
        <input type="hidden" name="language" value={language} />
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        <p className="text-sm text-stone-700">
          To <span className="font-semibold wrap-anywhere">{to}</span>.{" "}
          {staffEmail ? (
            <>
              Their answer comes back to <span className="wrap-anywhere">{staffEmail}</span>.{" "}
            </>
          ) : (
            "Their answer by e-mail comes back into this conversation. "
          )}
          {draft ? (
            <span data-testid="reply-language">
              Written in {languageLabel(draft.language, travellerLocale)}; amounts and dates are written as in{" "}
              {LANGUAGE_NAMES_IN_ENGLISH[draft.language]}.
            </span>
          ) : (
            <span data-testid="reply-language">
              Amounts and dates are written as in {languageLabel(language, travellerLocale)}.
            </span>
          )}
        </p>
        <InputField
          id="reply-subject"
          name="subject"
          label="Subject"
          hint={`The reference ${reference} is added if the subject does not hold it.`}
          tone={STAFF_TONE}
          required
          maxLength={200}
          defaultValue={kept.subject ?? draft?.subject ?? ""}
          error={refusal?.fieldErrors.subject}
        />
        <TextAreaField
          id="reply-body"
          name="body"
          label="Message"
          hint={
            draft && draft.missing.length > 0
              ? `This enquiry has nothing to fill ${draft.missing.map((name) => `{${name}}`).join(", ")} with: write it in before sending.`
              : "Variables such as {first_name} are filled in when it is sent."
          }
          tone={STAFF_TONE}
          required
          rows={12}
          maxLength={20_000}
          defaultValue={kept.body ?? draft?.body ?? ""}
          error={refusal?.fieldErrors.body}
        />
        <button type="submit" disabled={busy} className={BUTTON.primary}>
          Send reply
        </button>
      </Form>
    </Panel>
  );
}
