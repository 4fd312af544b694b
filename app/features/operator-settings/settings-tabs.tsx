// The two settings pages side by side: the response clock and the business details.
import { clsx } from "clsx";
import { NavLink } from "react-router";

const TABS = [
  { to: "/admin/settings", label: "Response clock" },
  { to: "/admin/settings/business", label: "Business details" },
] as const;

export function SettingsTabs() {
  return (
    <nav aria-label="Settings" className="mb-6 border-b border-stone-300">
      <ul className="-mb-px flex flex-wrap gap-x-1">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                clsx(
                  "inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium",
                  isActive
                    ? "border-stone-900 text-stone-950"
                    : "border-transparent text-stone-600 hover:border-stone-400 hover:text-stone-900",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
