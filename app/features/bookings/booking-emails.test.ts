import { describe, expect, it } from "vitest";
import { publicOperatorFacts, SAMPLE_OPERATOR_FACTS } from "~/features/operator-settings/operator-facts";
import { escapeHtml } from "~/services/email/email-content";
import {
  type BookingForEmail,
  bookingEmailKey,
  bookingNotificationFields,
  renderBookingConfirmation,
  renderBookingStaffNotification,
} from "./booking-emails";

// The operator's own details, as an owner saves them at /admin/settings/business.
const operator = publicOperatorFacts({
  ...SAMPLE_OPERATOR_FACTS,
  phone: "+254 711 222 333",
  bank: {
    bankName: "Savannah Bank Kenya",
    accountName: "Heartbeest Safari Ltd",
    accountNumber: "0112 4587 3301",
    branch: "Kenyatta Avenue, Nairobi",
    swiftCode: "SAVBKENA",
  },
  mpesaPaybill: "522533",
});

const safariFormBooking: BookingForEmail = {
  id: 7,
  reference: "KSF-1007",
  source: "safari_form",
  packageTitle: "Maasai Mara Explorer",
  name: "Amina Otieno",
  email: "amina@example.com",
  phone: "+254 700 123 456",
  country: "Kenya",
  adults: 2,
  children: 1,
  arrivalDate: "2027-07-01",
  departureDate: "2027-07-05",
  message: "Honeymoon!\nCan we add a balloon ride?",
  specialRequests: null,
  paymentChoice: null,
  totalAmount: 555000,
  depositAmount: 166500,
  currency: "KES",
};

const flowBooking: BookingForEmail = {
  ...safariFormBooking,
  id: 8,
  reference: "KSF-1008",
  source: "booking_flow",
  name: "Jonas Müller",
  email: "jonas@example.de",
  country: null,
  adults: 3,
  children: 0,
  arrivalDate: "2027-08-02",
  departureDate: "2027-08-06",
  message: null,
  specialRequests: "Vegetarian meals",
  paymentChoice: "bank_transfer",
  totalAmount: 3600,
  depositAmount: 1080,
  currency: "USD",
};

describe("staff booking notification", () => {
  it("carries every field of the original booking e-mail", () => {
    expect(bookingNotificationFields(safariFormBooking)).toEqual({
      to_name: "Heartbeest Safari reservations team",
      client_name: "Amina Otieno",
      client_email: "amina@example.com",
      client_phone: "+254 700 123 456",
      client_country: "Kenya",
      safari_package: "Maasai Mara Explorer",
      adults: "2",
      children: "1",
      arrival_date: "Thursday, 1 July 2027",
      departure_date: "Monday, 5 July 2027",
      message: "Honeymoon!\nCan we add a balloon ride?",
      special_requests: "No special requests",
      booking_details:
        "Amina Otieno would like to book Maasai Mara Explorer for 2 adults and 1 child, from Thursday, 1 July 2027 to Monday, 5 July 2027 (booking reference KSF-1007).",
    });
  });

  it("falls back when there is no message, no special requests or no country", () => {
    const fields = bookingNotificationFields({ ...flowBooking, message: "   ", specialRequests: null });
    expect(fields.message).toBe("No additional message");
    expect(fields.special_requests).toBe("No special requests");
    expect(fields.client_country).toBe("Not given");
    expect(fields.booking_details).toContain("for 3 adults, from Monday, 2 August 2027 to Friday, 6 August 2027");
  });

  it("renders text and HTML with every field and a link to the inbox", () => {
    const email = renderBookingStaffNotification(safariFormBooking, { siteUrl: "https://heartbeest.example" });
    expect(email.subject).toBe("New booking request KSF-1007: Maasai Mara Explorer for Amina Otieno");
    for (const line of [
      "Hello Heartbeest Safari reservations team,",
      "Reference: KSF-1007",
      "Received from: Safari page booking form",
      "Name: Amina Otieno",
      "Email: amina@example.com",
      "Phone: +254 700 123 456",
      "Country: Kenya",
      "Safari package: Maasai Mara Explorer",
      "Adults: 2",
      "Children: 1",
      "Arrival date: Thursday, 1 July 2027",
      "Departure date: Monday, 5 July 2027",
      "Total: KES 555,000",
      "Message:\n  Honeymoon!\n  Can we add a balloon ride?",
      "Special requests: No special requests",
      "https://heartbeest.example/admin/bookings",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.html).toContain("Thursday, 1 July 2027");
    expect(email.html).toContain("Honeymoon!<br>Can we add a balloon ride?");
  });

  it("shows the flow's payment choice and deposit", () => {
    const email = renderBookingStaffNotification(flowBooking, { siteUrl: "https://heartbeest.example" });
    expect(email.text).toContain("Received from: Booking flow (/booking)");
    expect(email.text).toContain("Payment: Bank transfer");
    expect(email.text).toContain("Total: USD 3,600");
    expect(email.text).toContain("Deposit (30%): USD 1,080");
    expect(email.text).toContain("Special requests: Vegetarian meals");
  });

  it("escapes everything a traveller typed in the HTML body", () => {
    const hostile = {
      ...safariFormBooking,
      name: `<script>alert("x")</script>`,
      message: `<img src=x onerror=alert(1)> & "quotes"`,
      specialRequests: "<b>bold</b>",
    };
    const email = renderBookingStaffNotification(hostile, { siteUrl: "https://heartbeest.example" });
    expect(email.html).not.toContain("<script>");
    expect(email.html).not.toContain("<img");
    expect(email.html).not.toContain("<b>bold");
    expect(email.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(email.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
    expect(email.text).toContain(`Name: <script>alert("x")</script>`);
    const confirmation = renderBookingConfirmation(hostile);
    expect(confirmation.html).not.toContain("<script>");
  });
});

describe("traveller confirmation", () => {
  it("confirms a safari form booking with its reference and next steps", () => {
    const email = renderBookingConfirmation(safariFormBooking, { operator });
    expect(email.subject).toBe("Your booking request KSF-1007: Maasai Mara Explorer");
    for (const line of [
      "Dear Amina Otieno,",
      "We have received your booking request for Maasai Mara Explorer.",
      "Your booking reference is KSF-1007.",
      "Safari: Maasai Mara Explorer",
      "Arrival: Thursday, 1 July 2027",
      "Departure: Monday, 5 July 2027",
      "Guests: 2 adults and 1 child",
      "contact you within 24 hours",
      "Questions? Simply reply to this email or call us on +254 711 222 333.",
    ]) {
      expect(email.text).toContain(line);
    }
    expect(email.text).not.toContain("deposit");
    expect(email.html).toContain("KSF-1007");
  });

  it("gives bank details with the reference as payment reference and the deposit", () => {
    const email = renderBookingConfirmation(flowBooking, { operator });
    for (const line of [
      "Start date: Monday, 2 August 2027",
      "End date: Friday, 6 August 2027",
      "Duration: 4 days",
      "Guests: 3 adults",
      "Total: USD 3,600",
      "Payment: Bank transfer",
      "Deposit (30%): USD 1,080",
      "please pay the 30% deposit of USD 1,080 by bank transfer to the account below, using KSF-1008 as the payment reference.",
      "Bank: Savannah Bank Kenya",
      "Account name: Heartbeest Safari Ltd",
      "Account number: 0112 4587 3301",
      "SWIFT code: SAVBKENA",
      "The balance of USD 2,520 is due 60 days before your safari starts.",
      "Cancellation is free up to 30 days before the start date.",
    ]) {
      expect(email.text).toContain(line);
    }
  });

  it("gives the M-Pesa paybill with the reference as account number", () => {
    const kes = renderBookingConfirmation(
      {
        ...flowBooking,
        paymentChoice: "mpesa",
        currency: "KES",
        totalAmount: 555000,
        depositAmount: 166500,
      },
      { operator },
    );
    expect(kes.text).toContain(
      "please pay the 30% deposit of KES 166,500 with M-Pesa: Lipa na M-Pesa, Pay Bill, business number 522533, account number KSF-1008.",
    );
    expect(kes.text).not.toContain("Kenya shillings");
    expect(kes.text).not.toContain("Bank: ");

    const usd = renderBookingConfirmation({ ...flowBooking, paymentChoice: "mpesa" });
    expect(usd.text).toContain("deposit of USD 1,080 with M-Pesa");
    expect(usd.text).toContain("M-Pesa payments are made in Kenya shillings: pay the equivalent of USD 1,080");
  });

  it("asks the traveller to reply for the bank account and paybill until the operator has set its own", () => {
    for (const facts of [undefined, publicOperatorFacts(SAMPLE_OPERATOR_FACTS)]) {
      const bank = renderBookingConfirmation(flowBooking, { operator: facts });
      expect(bank.text).toContain(
        "please pay the 30% deposit of USD 1,080 by bank transfer: reply to this email and we will send you our bank details. Please use KSF-1008 as the payment reference.",
      );
      const mpesa = renderBookingConfirmation({ ...flowBooking, paymentChoice: "mpesa" }, { operator: facts });
      expect(mpesa.text).toContain("reply to this email and we will send you our paybill number");
      for (const sample of ["0000000000", "000000", "Example Bank"]) {
        expect(bank.text + mpesa.text).not.toContain(sample);
      }
    }
    expect(renderBookingConfirmation(safariFormBooking).text).toContain("Questions? Simply reply to this email.");
  });

  it("promises a quote when asked for one or when the safari is priced on request", () => {
    const quote = renderBookingConfirmation({ ...flowBooking, paymentChoice: "quote" });
    expect(quote.text).toContain("You asked for a quote: we will send you a detailed quote within 24 hours.");
    expect(quote.text).toContain("Payment: Request a quote, pay later");
    expect(quote.text).not.toContain("Deposit");

    const onRequest = renderBookingConfirmation({
      ...flowBooking,
      paymentChoice: "quote",
      totalAmount: null,
      depositAmount: null,
    });
    expect(onRequest.text).toContain("Total: On request");
    expect(onRequest.text).toContain("This safari is priced on request");
  });
});

describe("helpers", () => {
  it("names a booking's e-mails so each is queued once", () => {
    expect(bookingEmailKey(42, "confirmation")).toBe("booking:42:confirmation");
    expect(bookingEmailKey(42, "staffNotification")).toBe("booking:42:staff-notification");
  });

  it("escapes the five HTML-significant characters", () => {
    expect(escapeHtml(`<a href="x">'Tom' & Jerry</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;Tom&#39; &amp; Jerry&lt;/a&gt;",
    );
  });
});
