// The clock badge as staff read it in the inbox: a waiting enquiry out of office hours says the office is closed
// and when the count goes on, rather than a bare 'Waiting 0 min'.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ClockBadge } from "./clock-badge";

const eat = (text: string) => new Date(`${text}:00+03:00`);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("ClockBadge", () => {
  it("on a Sunday says the office is closed until Monday morning", () => {
    // Received on Sunday 29 November 2026 at 10:00, read at 11:00: no office time has passed.
    const html = renderToStaticMarkup(
      <ClockBadge
        enquiry={{ receivedAt: eat("2026-11-29T10:00"), firstReplyAt: null, closedAt: null }}
        now={eat("2026-11-29T11:00")}
        live={false}
      />,
    );
    expect(text(html)).toBe("Waiting 0 min office closed until 30 Nov 2026, 08:00");
  });

  it("says nothing of the office while it is open, or once the enquiry is answered", () => {
    const open = renderToStaticMarkup(
      <ClockBadge
        enquiry={{ receivedAt: eat("2026-11-30T09:00"), firstReplyAt: null, closedAt: null }}
        now={eat("2026-11-30T09:20")}
        live={false}
      />,
    );
    expect(text(open)).toBe("Waiting 20 min");
    const answered = renderToStaticMarkup(
      <ClockBadge
        enquiry={{ receivedAt: eat("2026-11-27T17:30"), firstReplyAt: eat("2026-11-27T17:50"), closedAt: null }}
        now={eat("2026-11-29T11:00")}
        live={false}
      />,
    );
    expect(text(answered)).toBe("Answered in 20 min");
  });
});
