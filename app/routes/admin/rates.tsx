// /admin/rates: every package with its rate cards' state, each a link to its rates.
import { Link, useLoaderData } from "react-router";
import { RESIDENCIES } from "~/features/quotes/rate-book";
import { RESIDENCY_LABELS } from "~/features/quotes/rates/rate-forms";
import { listPackagesWithCards } from "~/features/quotes/rates/rates-admin.server";
import { RatesNav } from "~/features/quotes/rates/rates-nav";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/rates";

export const meta: Route.MetaFunction = () => staffMeta("Rates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "rates");
  return { packages: await listPackagesWithCards(context.db) };
}

export default function RatesPage() {
  const { packages } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading
        title="Rates"
        description="What each package costs by season, residency and party size, with children's bands and single supplements. Every change takes effect for new quotes at once; quotes already given keep their price."
      />
      <RatesNav />
      {packages.length === 0 ? (
        <p className="text-sm text-stone-600">There are no packages yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 2xl:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id} className="rounded-xl border border-stone-200 bg-white p-4">
              <h2 className="font-semibold">
                <Link to={`/admin/rates/${pkg.id}`} className="underline underline-offset-4 hover:text-stone-700">
                  {pkg.title}
                </Link>
              </h2>
              <p className="mb-2 text-sm text-stone-600">{pkg.durationDays} days</p>
              <ul className="space-y-1 text-sm">
                {RESIDENCIES.map((residency) => {
                  const card = pkg.cards.find((c) => c.residency === residency);
                  return (
                    <li key={residency} className="flex flex-wrap justify-between gap-x-3">
                      <span>{RESIDENCY_LABELS[residency]}</span>
                      <span className={card && card.rateCount > 0 ? "text-stone-800" : "font-medium text-red-800"}>
                        {card
                          ? card.rateCount > 0
                            ? `${card.currency}, ${card.rateCount} rate${card.rateCount === 1 ? "" : "s"}`
                            : `${card.currency}, no rates`
                          : "No card: price on request"}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
