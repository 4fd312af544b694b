// The honeypot input for a public form: placed off-screen rather than `display: none` (which some robots
// skip), out of the tab order and hidden from assistive technology, so no person meets it.
import { honeypotMessages } from "~/i18n/messages/en/honeypot";
import { translate } from "~/i18n/translate";
import { HONEYPOT_FIELD_NAME } from "./honeypot";

export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      {/* Never read aloud (aria-hidden) and never shown; in the page's language all the same, without waiting
          for it (a form drawn late may show the English until its language's words arrive). */}
      <label htmlFor={HONEYPOT_FIELD_NAME}>{translate(honeypotMessages, "honeypot.label")}</label>
      <input
        id={HONEYPOT_FIELD_NAME}
        name={HONEYPOT_FIELD_NAME}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
