// The operator's facts for any component inside the public site: the site layout's loader reads them once
// per page (app/routes/site/layout.tsx). Outside it (the root error screen), or if they could not be read,
// nothing is set and components say 'ask us' instead.
import { useRouteLoaderData } from "react-router";
import { NO_PUBLIC_FACTS, type PublicOperatorFacts } from "~/utils/public-operator-facts";

export const SITE_LAYOUT_ROUTE_ID = "routes/site/layout";

export function useOperatorFacts(): PublicOperatorFacts {
  const data = useRouteLoaderData(SITE_LAYOUT_ROUTE_ID) as { operator?: PublicOperatorFacts } | undefined;
  return data?.operator ?? NO_PUBLIC_FACTS;
}
