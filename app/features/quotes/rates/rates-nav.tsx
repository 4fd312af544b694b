// The links between the rate editor's pages; discount codes stay on their table screen.
import { clsx } from "clsx";
import { NavLink } from "react-router";

const LINKS = [
  { to: "/admin/rates", label: "Packages", end: true },
  { to: "/admin/rates/seasons", label: "Season calendar" },
  { to: "/admin/rates/parks", label: "Park fees" },
  { to: "/admin/rates/exchange-rates", label: "Exchange rates" },
  { to: "/admin/discount_codes", label: "Discount codes" },
];

export function RatesNav() {
  return (
    <nav aria-label="Rates" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                clsx(
                  "inline-flex min-h-10 items-center rounded-lg border px-3 text-sm font-medium",
                  isActive
                    ? "border-stone-900 bg-stone-900 text-white"
                    : "border-stone-300 bg-white text-stone-800 hover:bg-stone-100",
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
