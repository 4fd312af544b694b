// Where a visit came from, for the staff inbox. The first page of a visit (a tab's session) keeps the address
// that sent the visitor and the page they landed on, UTM parameters and all, in sessionStorage (no cookie);
// when a public enquiry form's data is gathered (the 'formdata' event, however the form is sent), its two
// hidden fields get them. The server keeps only the referring site and the UTM values (enquiry-source.ts).
// Without script nothing is recorded, and the forms post the fields empty.

/** The hidden fields' names, which are also the storage keys. */
export const SOURCE_FIELDS = { referrer: "source_referrer", landing: "source_landing" } as const;

const NAMES = Object.values(SOURCE_FIELDS);

// Storage read and written as properties: the shortest code, on every public page.
function fillSourceFields({ formData }: FormDataEvent) {
  for (const name of NAMES) if (formData.has(name)) formData.set(name, sessionStorage[name] ?? "");
}

/** Run once the page has hydrated; adding the same listener again changes nothing. */
export function recordVisitSource() {
  try {
    sessionStorage[SOURCE_FIELDS.landing] ??
      Object.assign(sessionStorage, {
        [SOURCE_FIELDS.referrer]: document.referrer,
        [SOURCE_FIELDS.landing]: location.pathname + location.search,
      });
    addEventListener("formdata", fillSourceFields);
  } catch {
    // Storage refused (a privacy setting): the forms go without a source.
  }
}
