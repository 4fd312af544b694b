// GET /api/quote: the itemised price of a safari for a start date, party and residency, as JSON, for the
// booking forms' own script and anyone else (docs/quotes.md). Amounts are in the currency's minor unit.
// Bad parameters answer 400 { errors: { field: message } }, an unknown package 404, an unreachable database 503.
import { failedLoadInit } from "~/db/database-availability.server";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import type { Route } from "./+types/quote";

// A quote is worked out afresh from the current rates; never kept by a cache on the way, never indexed.
const HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    const answer = await quoteFromQuery(context.db, new URL(request.url).searchParams);
    if (answer.status === 200) return Response.json(answer.quote, { headers: HEADERS });
    return Response.json({ errors: answer.errors }, { status: answer.status, headers: HEADERS });
  } catch (error) {
    const init = failedLoadInit(error, context);
    context.log.error({ err: error }, "quote failed");
    const message =
      init.status === 503
        ? "Prices cannot be worked out right now. Please try again in a moment."
        : "Something went wrong.";
    return Response.json({ error: message }, { ...init, headers: { ...init.headers, ...HEADERS } });
  }
}
