// One residency card of a package as one plain form: its currency, the grid of per-person rates (party
// tier x season), single supplements per season and children's bands. Works without script; a refused
// save comes back with what was typed and each message beside its field.
import { Form } from "react-router";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { QUOTE_CURRENCIES, SEASON_KINDS } from "~/features/quotes/rate-book";
import { GridInput, GridSelect } from "./grid-input";
import { amountText, CHILD_BAND_LABELS, SEASON_LABELS, SPARE_ROWS } from "./rate-forms";
import type { CardView } from "./rates-admin.server";

const BUTTON =
  "inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60";

function rowCount(values: Record<string, string> | null, prefix: string, saved: number): number {
  if (!values) return saved + SPARE_ROWS;
  let highest = -1;
  for (const key of Object.keys(values)) {
    const match = new RegExp(`^${prefix}-(\\d{1,2})-`).exec(key);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return Math.max(highest + 1, saved + SPARE_ROWS);
}

function ColumnHeadings({ names }: { names: string[] }) {
  return (
    <tr className="text-xs text-stone-600 uppercase">
      {names.map((name) => (
        <th key={name} scope="col" className="pr-3 pb-1 font-semibold">
          {name}
        </th>
      ))}
    </tr>
  );
}

/** The 'from – to' pair of a grid row (party sizes of a tier, ages of a children's band). */
function RangeInputs({
  idPrefix,
  field,
  labels,
  saved,
  value,
  errors,
}: {
  idPrefix: string;
  field: (name: string) => string;
  labels: { min: string; max: string };
  saved: { min: number; max: number } | undefined;
  value: (name: string, saved: string) => string;
  errors: Record<string, string>;
}) {
  const input = (end: "min" | "max") => (
    <GridInput
      id={`${idPrefix}-${field(end)}`}
      name={field(end)}
      label={labels[end]}
      inputMode="numeric"
      className="w-12 sm:w-14"
      defaultValue={value(field(end), saved ? String(saved[end]) : "")}
      error={errors[field(end)]}
    />
  );
  return (
    <div className="flex items-start gap-1">
      {input("min")}
      <span className="pt-2 text-stone-500" aria-hidden="true">
        –
      </span>
      {input("max")}
    </div>
  );
}

export function RateCardEditor({
  card,
  label,
  refusal,
  busy,
}: {
  card: CardView;
  label: string;
  /** This card's refused save, if that was the last post. */
  refusal: FormRefusal | null;
  busy: boolean;
}) {
  const values = refusal ? (refusal.values as Record<string, string>) : null;
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const prefix = card.residency;
  const value = (name: string, saved: string) => (values ? (values[name] ?? "") : saved);
  const tierRows = rowCount(values, "tier", card.tiers.length);
  const bandRows = rowCount(values, "band", card.childBands.length);
  const headingId = `${prefix}-card-heading`;

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-semibold">
        {label}
      </h2>
      <p className="mb-3 text-sm text-stone-600">
        Per person per night, in whole units of the card's currency (cents allowed: 1380.50). A blank rate is 'price on
        request'. Clear a whole row to remove it.
      </p>
      <Form method="post" preventScrollReset className="space-y-5" aria-labelledby={headingId}>
        <input type="hidden" name="intent" value={`card-${card.residency}`} />
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        {refusal && !refusal.formError ? (
          <FormAlert>Please correct the highlighted fields of this card.</FormAlert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <GridSelect
            id={`${prefix}-currency`}
            name="currency"
            label="Currency"
            labelClassName="mb-1 block text-sm font-medium text-stone-800"
            defaultValue={value("currency", card.currency)}
            error={errors.currency}
          >
            {QUOTE_CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </GridSelect>
        </div>

        <div className="overflow-x-auto">
          <table className="text-left text-sm">
            <caption className="pb-2 text-left font-semibold text-stone-800">Rates by party size and season</caption>
            <thead>
              <ColumnHeadings names={["Travellers", ...SEASON_KINDS.map((season) => SEASON_LABELS[season])]} />
            </thead>
            <tbody>
              {Array.from({ length: tierRows }, (_, index) => {
                const tier = card.tiers[index];
                const field = (name: string) => `tier-${index}-${name}`;
                const who = tier ? `${tier.minTravellers} to ${tier.maxTravellers} travellers` : "new tier";
                return (
                  <tr key={field("row")} className="align-top">
                    <td className="py-1 pr-3">
                      <RangeInputs
                        idPrefix={prefix}
                        field={field}
                        labels={{ min: `Smallest party, ${who}`, max: `Largest party, ${who}` }}
                        saved={tier && { min: tier.minTravellers, max: tier.maxTravellers }}
                        value={value}
                        errors={errors}
                      />
                    </td>
                    {SEASON_KINDS.map((season) => (
                      <td key={season} className="py-1 pr-3">
                        <GridInput
                          id={`${prefix}-${field(season)}`}
                          name={field(season)}
                          label={`${SEASON_LABELS[season]} season, ${who}, per person per night`}
                          inputMode="decimal"
                          defaultValue={value(field(season), amountText(tier?.rates[season]))}
                          error={errors[field(season)]}
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
              <tr className="align-top">
                <th scope="row" className="py-1 pr-3 font-medium text-stone-700">
                  Single supplement per night
                </th>
                {SEASON_KINDS.map((season) => (
                  <td key={season} className="py-1 pr-3">
                    <GridInput
                      id={`${prefix}-single-${season}`}
                      name={`single-${season}`}
                      label={`Single supplement per night, ${SEASON_LABELS[season]} season`}
                      inputMode="decimal"
                      defaultValue={value(`single-${season}`, amountText(card.singleSupplement[season]))}
                      error={errors[`single-${season}`]}
                    />
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>

        <div className="overflow-x-auto">
          <table className="text-left text-sm">
            <caption className="pb-2 text-left font-semibold text-stone-800">Children (ages at the start)</caption>
            <thead>
              <ColumnHeadings names={["Ages", "Charged", "Value"]} />
            </thead>
            <tbody>
              {Array.from({ length: bandRows }, (_, index) => {
                const band = card.childBands[index];
                const field = (name: string) => `band-${index}-${name}`;
                const who = band ? `ages ${band.minAge} to ${band.maxAge}` : "new band";
                return (
                  <tr key={field("row")} className="align-top">
                    <td className="py-1 pr-3">
                      <RangeInputs
                        idPrefix={prefix}
                        field={field}
                        labels={{ min: `Youngest age, ${who}`, max: `Oldest age, ${who}` }}
                        saved={band && { min: band.minAge, max: band.maxAge }}
                        value={value}
                        errors={errors}
                      />
                    </td>
                    <td className="py-1 pr-3">
                      <GridSelect
                        id={`${prefix}-${field("kind")}`}
                        name={field("kind")}
                        label={`How ${who} is charged`}
                        defaultValue={value(field("kind"), band?.kind ?? "percent")}
                        error={errors[field("kind")]}
                      >
                        {Object.entries(CHILD_BAND_LABELS).map(([kind, text]) => (
                          <option key={kind} value={kind}>
                            {text}
                          </option>
                        ))}
                      </GridSelect>
                    </td>
                    <td className="py-1 pr-3">
                      <GridInput
                        id={`${prefix}-${field("value")}`}
                        name={field("value")}
                        label={`Percent or amount per night, ${who}`}
                        inputMode="decimal"
                        defaultValue={value(
                          field("value"),
                          !band || band.kind === "free"
                            ? ""
                            : band.kind === "percent"
                              ? String(band.value)
                              : amountText(band.value),
                        )}
                        error={errors[field("value")]}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-stone-600">
            Percent: of the adult rate that night. Fixed: per night in the card's currency. Older children pay the adult
            rate.
          </p>
        </div>

        <button type="submit" disabled={busy} className={BUTTON}>
          Save rates<span className="sr-only"> for {label}</span>
        </button>
      </Form>
    </section>
  );
}
