import { describe, expect, it } from "vitest";
import {
  bookingDiscardedToast,
  bookingErrorToast,
  bookingRateLimitedToast,
  bookingSubmittedToast,
  packageNotFoundToast,
} from "./booking-toasts";

describe("booking toasts", () => {
  it("says a confirmation e-mail was sent only when it was", () => {
    expect(bookingSubmittedToast({ reference: "KSF-1001", confirmationSent: true })).toEqual({
      type: "success",
      title: "Booking Request Submitted Successfully!",
      description:
        "Thank you for your booking request (reference KSF-1001). A confirmation email has been sent and we will contact you soon.",
    });
    expect(bookingSubmittedToast({ reference: "KSF-1001", confirmationSent: false })).toEqual({
      type: "success",
      title: "Booking Request Submitted Successfully!",
      description:
        "Thank you for your booking request (reference KSF-1001). We will contact you soon. Email confirmation temporarily unavailable.",
    });
  });

  it("answers a discarded post with an ordinary-looking success", () => {
    expect(bookingDiscardedToast()).toMatchObject({
      type: "success",
      title: "Booking Request Submitted Successfully!",
    });
  });

  it("uses the specification's error texts", () => {
    expect(bookingErrorToast()).toEqual({
      type: "error",
      title: "Submission Error",
      description: "There was an issue submitting your booking. Please try again or contact us directly.",
    });
    expect(packageNotFoundToast()).toEqual({
      type: "error",
      title: "Package not found",
      description: "The requested safari package could not be found.",
    });
  });

  it.each([
    [30, "Please wait 1 minute before sending another booking request, or contact us directly."],
    [60, "Please wait 1 minute before sending another booking request, or contact us directly."],
    [61, "Please wait 2 minutes before sending another booking request, or contact us directly."],
    [600, "Please wait 10 minutes before sending another booking request, or contact us directly."],
  ])("asks to wait after %i seconds of limit", (seconds, description) => {
    expect(bookingRateLimitedToast(seconds)).toEqual({
      type: "error",
      title: "Too many booking requests",
      description,
    });
  });
});
