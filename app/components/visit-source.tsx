// Where a visit came from, for the staff inbox. The first page of a visit (a tab's session) keeps the address
// that sent the visitor and the page they landed on, UTM parameters and all, in sessionStorage (no cookie);
// when a public enquiry form's data is gathered (the 'formdata' event, however the form is sent), its two
// hidden fields (SOURCE_FIELDS in features/forms/source-fields.tsx, whose names are the storage keys) get them. The server keeps only the referring site and the UTM values (enquiry-source.ts).
// Without script nothing is recorded, and the forms post the fields empty.
//
// It is a small inline script in every public page's HTML, not part of the page's JavaScript: it runs as the
// page is parsed (so a form sent before the page hydrates has its source too) and adds nothing to the script
// every page downloads, which is at its budget (docs/performance.md). Cached pages allow it by its hash,
// others by the response's nonce (docs/decisions/004).
import { useNonce } from "./nonce";

/**
 * Once per tab: referrer and landing page (path and query) stored unless already there; then every form
 * whose data holds the two fields gets them. In a block, so nothing leaks into the page's globals; a browser
 * that refuses storage (a privacy setting) records nothing and the forms go without a source. A function, so
 * the browser build can drop it whole; the names are written out (visit-source.test.ts holds them to
 * SOURCE_FIELDS) so that nothing of the forms' module comes into every page's script.
 */
export const visitSourceScript = () =>
  `try{const s=sessionStorage,n=["source_referrer","source_landing"];s[n[1]]??(s[n[0]]=document.referrer,s[n[1]]=location.pathname+location.search);addEventListener("formdata",e=>{for(const k of n)e.formData.has(k)&&e.formData.set(k,s[k]??"")})}catch{}`;

/**
 * The script element. Only the server writes its text (the browser build leaves the string out); hydration
 * keeps the element as it arrived, and React never writes it again, so it runs once, as the page is parsed.
 */
export function VisitSourceScript() {
  const nonce = useNonce();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, with nothing from a request in it
      dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? visitSourceScript() : "" }}
    />
  );
}
