// Writing to the traveller on WhatsApp from the enquiry page: a free message while WhatsApp's 24-hour window
// is open (the traveller wrote in the last 24 hours), otherwise only the approved template in their language,
// which asks them to answer; the panel says which, and until when.
import { Form } from "react-router";
import { TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import { BUTTON, Panel, type Refusal } from "./enquiry-ui";
import type { EnquiryWhatsApp } from "./whatsapp.server";

export function WhatsAppPanel({
  whatsapp,
  replyToken,
  refusal,
  busy,
}: {
  whatsapp: EnquiryWhatsApp;
  replyToken: string;
  refusal: Refusal;
  busy: boolean;
}) {
  const { number, windowOpenUntil, templateName, language } = whatsapp;
  const open = windowOpenUntil !== null;
  return (
    <Panel id="enquiry-whatsapp" title="WhatsApp">
      {number === null ? (
        <p className="text-sm text-stone-700">This traveller gave no phone number WhatsApp can reach.</p>
      ) : (
        <Form method="post" preventScrollReset className="space-y-3" key={`whatsapp-${replyToken}`}>
          <input type="hidden" name="intent" value="whatsapp" />
          <input type="hidden" name="replyToken" value={refusal?.values.replyToken ?? replyToken} />
          {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
          <p className="text-sm text-stone-700" data-testid="whatsapp-window">
            To <span className="font-semibold">+{number}</span>.{" "}
            {open
              ? `The traveller wrote on WhatsApp in the last 24 hours: you may write freely until ${formatBusinessDateTime(windowOpenUntil)}.`
              : `The traveller has not written on WhatsApp in the last 24 hours, so WhatsApp lets us send only the approved template “${templateName}” in ${LANGUAGE_NAMES_IN_ENGLISH[language]}, which asks them to answer here.`}
          </p>
          {open ? (
            <>
              <TextAreaField
                id="whatsapp-body"
                name="body"
                label="WhatsApp message"
                tone={STAFF_TONE}
                rows={4}
                required
                maxLength={4096}
                defaultValue={refusal?.values.body ?? ""}
                error={refusal?.fieldErrors.body}
              />
              <button type="submit" name="mode" value="text" disabled={busy} className={BUTTON.primary}>
                Send on WhatsApp
              </button>
            </>
          ) : (
            <button type="submit" name="mode" value="template" disabled={busy} className={BUTTON.primary}>
              Send the template
            </button>
          )}
        </Form>
      )}
    </Panel>
  );
}
