// The banner on every staff page, for those who may change settings, while the business details travellers
// rely on are missing or still the demo's samples.
import { Link } from "react-router";
import { FACT_PART_NAMES, type FactPart } from "./operator-facts";

export const BUSINESS_SETTINGS_PATH = "/admin/settings/business";

/** 'phone number, bank account and M-Pesa paybill'. */
export function listOfParts(parts: readonly FactPart[]): string {
  const names = parts.map((part) => FACT_PART_NAMES[part]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export function OperatorFactsWarning({ parts }: { parts: readonly FactPart[] }) {
  if (parts.length === 0) return null;
  return (
    <aside
      aria-labelledby="operator-facts-warning-title"
      className="mb-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 sm:mb-6 sm:py-3"
    >
      <p id="operator-facts-warning-title" className="font-semibold">
        Your business details are not set yet
      </p>
      <p className="mt-1">
        {/* On a phone the reason waits on the settings page: the banner is on every page, above the work. */}
        <span className="hidden sm:inline">
          Travellers still see sample or missing details for your {listOfParts(parts)}. Until you set them, the site
          asks travellers to contact you for bank and M-Pesa details instead of showing numbers.{" "}
        </span>
        <Link
          to={BUSINESS_SETTINGS_PATH}
          className="font-semibold whitespace-nowrap underline underline-offset-4 hover:text-amber-800"
        >
          Set business details
        </Link>
      </p>
    </aside>
  );
}
