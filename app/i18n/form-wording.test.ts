// Checks written on the server or in the browser speak the page's language, and are worded when they run, not
// when their module loads: the trip page's forms and the booking forms' 'price changed' refusal.
import { describe, expect, it } from "vitest";
import { FLOW_QUOTE_CHANGED } from "~/features/bookings/booking-flow-actions.server";
import { QUOTE_CHANGED } from "~/features/bookings/safari-booking-action.server";
import { mpesaPaymentSchema } from "~/features/payments/mpesa-schema";
import { safariBadges } from "~/features/safaris/safari-badges";
import { checkResidencyProof } from "~/features/trip/residency-proof";
import { parseTravellers } from "~/features/trip/travellers-schema";
import { countryOptions } from "~/utils/countries";
import { runInLocale } from "./server-messages.server";

describe("form messages in the page's language", () => {
  it("checks a traveller's passport details in German", () => {
    const parsed = runInLocale("de", () =>
      parseTravellers({}, { count: 1, tripEnd: "2027-08-05", today: "2027-01-10" }),
    );
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(Object.values(parsed.fieldErrors)).toContain(
      "Geben Sie den vollständigen Namen so ein, wie er im Reisepass steht.",
    );
  });

  it("refuses a proof of residency in French, and in English on an English page", () => {
    const empty = { size: 0 };
    expect(runInLocale("fr", () => checkResidencyProof(empty, new Uint8Array()))).toEqual({
      ok: false,
      reason: "missing",
      error: "Choisissez un fichier\u00a0: un PDF, JPEG ou PNG de votre titre de séjour ou de votre pièce d’identité.",
    });
    const large = { size: 6 * 1024 * 1024 };
    expect(checkResidencyProof(large, new Uint8Array())).toEqual({
      ok: false,
      reason: "tooLarge",
      error: "The file is larger than 5 MB.",
    });
  });

  it("says the price changed in the language of the request that meets it", () => {
    expect(runInLocale("it", () => QUOTE_CHANGED.title)).toBe("Il prezzo è cambiato");
    expect(runInLocale("es", () => ({ ...FLOW_QUOTE_CHANGED }).title)).toBe("El precio ha cambiado");
    expect(QUOTE_CHANGED.title).toBe("The price has changed");
  });

  it("checks an M-Pesa payment in the request's language, though its schema is made once", () => {
    const messages = (locale: "en" | "de") =>
      runInLocale(locale, () =>
        mpesaPaymentSchema.safeParse({ phone: "12" }).error?.issues.map((issue) => issue.message),
      );
    expect(messages("de")).toEqual([
      "Bitte wählen Sie, ob Sie die Anzahlung oder die Restzahlung leisten möchten.",
      expect.stringMatching(/^[A-ZÄÖÜ]/),
    ]);
    expect(messages("en")?.[0]).toBe("Choose whether to pay the deposit or the balance.");
  });

  it("names the countries in the page's language and order, posting the English name", () => {
    const german = runInLocale("de", countryOptions);
    expect(german).toHaveLength(195);
    expect(german).toContainEqual({ value: "Germany", label: "Deutschland" });
    expect(german.slice(0, 2).map((option) => option.label)).toEqual(["Afghanistan", "Ägypten"]);
    expect(runInLocale("es", countryOptions)).toContainEqual({ value: "United Kingdom", label: "Reino Unido" });
    expect(countryOptions()[0]).toEqual({ value: "Afghanistan" });
  });

  it("names a safari's countries in the page's language", () => {
    const badges = (locale: "en" | "de" | "fr") =>
      runInLocale(locale, () => safariBadges({ days: 7, countries: ["Kenya", "Tanzania"], bestMonths: [] }));
    expect(badges("de")[1]).toMatch(/^Kenia .+ Tansania$/);
    expect(badges("fr")[1]).toMatch(/^Kenya .+ Tanzanie$/);
    expect(badges("en")[1]).toBe("Kenya & Tanzania");
  });
});
