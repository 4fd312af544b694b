// The staff ledger names a payment's reference for what it is: an M-Pesa request reference
// (CheckoutRequestID) is never shown as a receipt.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PaymentReference } from "./ledger-panel";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("a payment's reference on a ledger line", () => {
  it("an M-Pesa receipt reads as the receipt", () => {
    const html = renderToStaticMarkup(
      <PaymentReference payment={{ method: "mpesa", providerReceipt: "SKT4QW8ZP1", providerReference: "ws_CO_1" }} />,
    );
    expect(text(html)).toBe("Receipt SKT4QW8ZP1");
  });

  it("a failed M-Pesa attempt (or one settled by STK Query) shows its request reference, not as a receipt", () => {
    const html = renderToStaticMarkup(
      <PaymentReference payment={{ method: "mpesa", providerReceipt: null, providerReference: "ws_CO_29112026" }} />,
    );
    expect(text(html)).toBe("Request ref. ws_CO_29112026");
    expect(text(html)).not.toContain("Receipt");
  });

  it("a bank transfer shows the bank's reference", () => {
    const html = renderToStaticMarkup(
      <PaymentReference
        payment={{ method: "bank_transfer", providerReceipt: null, providerReference: "FT2611290001" }}
      />,
    );
    expect(text(html)).toBe("FT2611290001");
  });
});
