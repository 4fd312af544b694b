// /admin/{table}: list, search, sort and page through any registered table; add, edit (in a dialog),
// delete (after confirmation) and one-click actions. 'Table Not Found' for a name not in the registry.
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from "react-router";
import { DataTable, ListToolbar } from "~/features/admin-tables/data-table";
import { closeDialogHref, listHref } from "~/features/admin-tables/list-url";
import { RecordDialogs } from "~/features/admin-tables/record-dialogs";
import { tableAction } from "~/features/admin-tables/table-actions.server";
import { loadTablePage } from "~/features/admin-tables/table-page.server";
import { isFormRefusal } from "~/features/forms/form-result";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { packageEditorRedirect } from "~/features/package-editor/package-editor-route.server";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffInviteRedirect } from "~/features/staff/staff-invitations.server";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import { sameOriginPath } from "~/utils/same-origin-path";
import type { Route } from "./+types/table";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.view.title ?? "Table Not Found");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  // Each table names the permission it needs (the registry); loadTablePage refuses a role without it.
  const staff = await requireStaff(request, context);
  const url = new URL(request.url);
  // Packages are edited on a page of their own; staff are invited, never added with a password typed for them.
  const elsewhere = packageEditorRedirect(params.table, url) ?? staffInviteRedirect(params.table, url);
  if (elsewhere) throw elsewhere;
  return loadTablePage(context.db, params.table, url, staff);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return tableAction({ request, params, context });
}

// With script, posts go through the form layer: a refusal from before the action could answer (a lost
// connection, the HTTP server's 403 or 413) shows in the dialog that posted, with what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function TablePage() {
  const page = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const location = useLocation();
  const { view } = page;
  const closeHref = closeDialogHref(sameOriginPath(location.pathname), params);

  return (
    <>
      <PageHeading
        title={view.title}
        description={view.description}
        actions={
          view.canCreate ? (
            <Link
              to={listHref(params, { new: "1" })}
              preventScrollReset
              className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900"
            >
              {page.createKind === "staff-account" ? "Add admin" : `Add ${view.rowNoun}`}
            </Link>
          ) : null
        }
      />
      <RecordDialogs
        view={view}
        createKind={page.createKind}
        dialog={page.dialog}
        record={page.record}
        labels={page.labels}
        options={page.options}
        closeHref={closeHref}
        actionData={isFormRefusal(actionData) ? actionData : undefined}
      />
      <ListToolbar view={view} query={page.query} params={params} />
      <DataTable
        view={view}
        rows={page.rows}
        readLinks={page.readLinks}
        total={page.total}
        page={page.page}
        pageCount={page.pageCount}
        query={page.query}
        labels={page.labels}
        params={params}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
