// What a staff page shows when it cannot show itself: not found (an unknown table or record), refused,
// or failed. Rendered inside the portal's frame.
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { routeErrorMessage } from "~/components/route-error-message";

function messageOf(data: unknown): string | null {
  if (typeof data === "string") return data;
  if (data && typeof data === "object" && "error" in data && typeof data.error === "string") return data.error;
  return null;
}

export function AdminErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) ? (messageOf(error.data) ?? routeErrorMessage(error)) : null;
  const title =
    status === 404
      ? (detail ?? "Not Found")
      : status === 400
        ? "Request refused"
        : status === 403
          ? "Not allowed"
          : "Something went wrong";
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
      <p className="text-sm font-semibold text-stone-600">Error {status}</p>
      <h1 className="mt-2 text-2xl font-semibold text-stone-950">{title}</h1>
      {status !== 404 && detail ? <p className="mt-3 text-stone-700">{detail}</p> : null}
      {status >= 500 ? <p className="mt-3 text-stone-700">The problem has been logged. Please try again.</p> : null}
      <p className="mt-6">
        <Link to="/admin" className="font-semibold text-stone-900 underline underline-offset-4">
          Back to the dashboard
        </Link>
      </p>
    </div>
  );
}
