// The honeypot input for a public form: placed off-screen rather than `display: none` (which some robots
// skip), out of the tab order and hidden from assistive technology, so no person meets it.
import { HONEYPOT_FIELD_NAME } from "./honeypot";

export function HoneypotField() {
  return (
    <div aria-hidden="true" style={{ position: "absolute", left: "-10000px", width: 1, height: 1, overflow: "hidden" }}>
      {/* Never read aloud (aria-hidden) and never shown, so it needs no translation. */}
      <label htmlFor={HONEYPOT_FIELD_NAME}>Leave this field empty</label>
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
