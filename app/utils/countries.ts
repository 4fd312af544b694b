// The countries a traveller can choose on the safari booking form: the 195 sovereign states (the 193
// members of the United Nations and its two observer states), in the short English names people use. The
// English name is what a form posts and a booking stores; a page in another language shows each country in its
// own language (Intl's region names, by ISO 3166 code) and in its alphabetical order.
import { currentLocale, intlLocale } from "~/i18n/translate";

export const COUNTRIES = [
  "Afghanistan",
  "Albania",
  "Algeria",
  "Andorra",
  "Angola",
  "Antigua and Barbuda",
  "Argentina",
  "Armenia",
  "Australia",
  "Austria",
  "Azerbaijan",
  "Bahamas",
  "Bahrain",
  "Bangladesh",
  "Barbados",
  "Belarus",
  "Belgium",
  "Belize",
  "Benin",
  "Bhutan",
  "Bolivia",
  "Bosnia and Herzegovina",
  "Botswana",
  "Brazil",
  "Brunei",
  "Bulgaria",
  "Burkina Faso",
  "Burundi",
  "Cabo Verde",
  "Cambodia",
  "Cameroon",
  "Canada",
  "Central African Republic",
  "Chad",
  "Chile",
  "China",
  "Colombia",
  "Comoros",
  "Congo",
  "Costa Rica",
  "Côte d'Ivoire",
  "Croatia",
  "Cuba",
  "Cyprus",
  "Czech Republic",
  "Democratic Republic of the Congo",
  "Denmark",
  "Djibouti",
  "Dominica",
  "Dominican Republic",
  "Ecuador",
  "Egypt",
  "El Salvador",
  "Equatorial Guinea",
  "Eritrea",
  "Estonia",
  "Eswatini",
  "Ethiopia",
  "Fiji",
  "Finland",
  "France",
  "Gabon",
  "Gambia",
  "Georgia",
  "Germany",
  "Ghana",
  "Greece",
  "Grenada",
  "Guatemala",
  "Guinea",
  "Guinea-Bissau",
  "Guyana",
  "Haiti",
  "Holy See",
  "Honduras",
  "Hungary",
  "Iceland",
  "India",
  "Indonesia",
  "Iran",
  "Iraq",
  "Ireland",
  "Israel",
  "Italy",
  "Jamaica",
  "Japan",
  "Jordan",
  "Kazakhstan",
  "Kenya",
  "Kiribati",
  "Kuwait",
  "Kyrgyzstan",
  "Laos",
  "Latvia",
  "Lebanon",
  "Lesotho",
  "Liberia",
  "Libya",
  "Liechtenstein",
  "Lithuania",
  "Luxembourg",
  "Madagascar",
  "Malawi",
  "Malaysia",
  "Maldives",
  "Mali",
  "Malta",
  "Marshall Islands",
  "Mauritania",
  "Mauritius",
  "Mexico",
  "Micronesia",
  "Moldova",
  "Monaco",
  "Mongolia",
  "Montenegro",
  "Morocco",
  "Mozambique",
  "Myanmar",
  "Namibia",
  "Nauru",
  "Nepal",
  "Netherlands",
  "New Zealand",
  "Nicaragua",
  "Niger",
  "Nigeria",
  "North Korea",
  "North Macedonia",
  "Norway",
  "Oman",
  "Pakistan",
  "Palau",
  "Palestine",
  "Panama",
  "Papua New Guinea",
  "Paraguay",
  "Peru",
  "Philippines",
  "Poland",
  "Portugal",
  "Qatar",
  "Romania",
  "Russia",
  "Rwanda",
  "Saint Kitts and Nevis",
  "Saint Lucia",
  "Saint Vincent and the Grenadines",
  "Samoa",
  "San Marino",
  "São Tomé and Príncipe",
  "Saudi Arabia",
  "Senegal",
  "Serbia",
  "Seychelles",
  "Sierra Leone",
  "Singapore",
  "Slovakia",
  "Slovenia",
  "Solomon Islands",
  "Somalia",
  "South Africa",
  "South Korea",
  "South Sudan",
  "Spain",
  "Sri Lanka",
  "Sudan",
  "Suriname",
  "Sweden",
  "Switzerland",
  "Syria",
  "Tajikistan",
  "Tanzania",
  "Thailand",
  "Timor-Leste",
  "Togo",
  "Tonga",
  "Trinidad and Tobago",
  "Tunisia",
  "Turkey",
  "Turkmenistan",
  "Tuvalu",
  "Uganda",
  "Ukraine",
  "United Arab Emirates",
  "United Kingdom",
  "United States",
  "Uruguay",
  "Uzbekistan",
  "Vanuatu",
  "Venezuela",
  "Vietnam",
  "Yemen",
  "Zambia",
  "Zimbabwe",
] as const;

export type Country = (typeof COUNTRIES)[number];

const known = new Set<string>(COUNTRIES);

export function isCountry(value: string): value is Country {
  return known.has(value);
}

/** Each country's ISO 3166-1 code, in the order of COUNTRIES. */
const CODES =
  "AF AL DZ AD AO AG AR AM AU AT AZ BS BH BD BB BY BE BZ BJ BT BO BA BW BR BN BG BF BI CV KH CM CA CF TD CL CN CO KM CG CR CI HR CU CY CZ CD DK DJ DM DO EC EG SV GQ ER EE SZ ET FJ FI FR GA GM GE DE GH GR GD GT GN GW GY HT VA HN HU IS IN ID IR IQ IE IL IT JM JP JO KZ KE KI KW KG LA LV LB LS LR LY LI LT LU MG MW MY MV ML MT MH MR MU MX FM MD MC MN ME MA MZ MM NA NR NP NL NZ NI NE NG KP MK NO OM PK PW PS PA PG PY PE PH PL PT QA RO RU RW KN LC VC WS SM ST SA SN RS SC SL SG SK SI SB SO ZA KR SS ES LK SD SR SE CH SY TJ TZ TH TL TG TO TT TN TR TM TV UG UA AE GB US UY UZ VU VE VN YE ZM ZW".split(
    " ",
  );

// Names that differ between ICU versions (the server's Node and the visitor's browser), fixed so both draw the
// same list: a mismatch would make React redraw the booking form as it hydrates.
const NAME_OVERRIDES: Record<string, Record<string, string>> = {
  PS: { de: "Palästina", fr: "Palestine", it: "Palestina", es: "Palestina" },
};

function regionName(names: Intl.DisplayNames, code: string): string | undefined {
  return NAME_OVERRIDES[code]?.[currentLocale()] ?? names.of(code);
}

/**
 * A country's name in the current language ("Kenya" is "Kenia" on a German page), from its English name as the
 * site stores it; the English name itself in English, or for a name not in the list.
 */
export function countryName(english: string): string {
  const code = CODES[(COUNTRIES as readonly string[]).indexOf(english)];
  if (currentLocale() === "en" || !code) return english;
  return regionName(new Intl.DisplayNames([intlLocale()], { type: "region", fallback: "none" }), code) ?? english;
}

/** One choice of the country list: the English name it posts, and its name on the page when that differs. */
export interface CountryOption {
  value: Country;
  label?: string;
}

const optionsByLocale = new Map<string, readonly CountryOption[]>();

/** The country list's choices in the current language: English names in English, else Intl's names, sorted. */
export function countryOptions(): readonly CountryOption[] {
  const locale = currentLocale();
  let options = optionsByLocale.get(locale);
  if (!options) {
    if (locale === "en") {
      options = COUNTRIES.map((value) => ({ value }));
    } else {
      const names = new Intl.DisplayNames([intlLocale()], { type: "region", fallback: "none" });
      const collator = new Intl.Collator(intlLocale());
      options = COUNTRIES.map((value, index) => ({
        value,
        label: regionName(names, CODES[index] ?? "") ?? value,
      })).sort((a, b) => collator.compare(a.label, b.label));
    }
    optionsByLocale.set(locale, options);
  }
  return options;
}
