// The two hidden fields every public enquiry form carries (contact, a safari's booking form, the booking
// flow's last step, the chat): where the visit came from, filled in the browser as the form's data is
// gathered by the page's visit-source script (app/components/visit-source.tsx) and read on the server by
// readEnquirySource (features/inbox/enquiry-source.ts). Without script they go empty. In the forms' own chunk
// (vite.config.ts, form-ui), so pages without an enquiry form never download it.

/** The hidden fields' names, which are also the visit-source script's storage keys. */
export const SOURCE_FIELDS = { referrer: "source_referrer", landing: "source_landing" } as const;

export function SourceFields() {
  return (
    <>
      <input type="hidden" name={SOURCE_FIELDS.referrer} />
      <input type="hidden" name={SOURCE_FIELDS.landing} />
    </>
  );
}
