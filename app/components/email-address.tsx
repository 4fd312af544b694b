// An e-mail address that may wrap where a reader expects it to (before the @ and before each dot), never in the
// middle of a word unless a single part is wider than its column.
import { Fragment } from "react";

export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        // Parts may repeat ('.co', '.co'): their place in the address is their identity.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
