// /admin/inbox: every booking request, contact inquiry and chat in one list, newest activity first, with
// its owner, stage, source and response clock; filters, search as you type, saved views, bulk assign and
// close, keyboard shortcuts, and the same view as CSV.
import {
  type ShouldRevalidateFunctionArgs,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
} from "react-router";
import { searchTerm } from "~/features/admin-tables/search-term.server";
import { PAGE_SIZE } from "~/features/admin-tables/table-types";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { listSavedViews } from "~/features/inbox/inbox-actions.server";
import { InboxFilterForm } from "~/features/inbox/inbox-filter-form";
import { inboxHref, inboxQuery, parseInboxFilter } from "~/features/inbox/inbox-filters";
import { InboxList } from "~/features/inbox/inbox-list";
import { inboxClockSettings, inboxCounts, listEnquiries, listInboxStaff } from "~/features/inbox/inbox-list.server";
import { handleInboxPost } from "~/features/inbox/inbox-post.server";
import { InboxFigures, SavedViews } from "~/features/inbox/inbox-views";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { staffCan } from "~/features/staff/staff-policy";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/inbox";

export const meta: Route.MetaFunction = () => staffMeta("Inbox");

const SEARCH_ID = "inbox-q";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox");
  // A search no one could type is refused in words, as on every staff list (search-term.server.ts).
  searchTerm(new URL(request.url).searchParams.get("q"));
  const [members, settings, views] = await Promise.all([
    listInboxStaff(context.db),
    inboxClockSettings(context.db),
    listSavedViews(context.db, staff.id),
  ]);
  const { filter, notices } = parseInboxFilter(
    new URL(request.url).searchParams,
    members.map((member) => member.id),
  );
  const viewer = { staffId: staff.id, now: new Date(), settings };
  const [list, counts] = await Promise.all([
    listEnquiries(context.db, filter, viewer),
    inboxCounts(context.db, viewer),
  ]);
  return {
    me: { id: staff.id, name: staff.name },
    canExport: staffCan(staff.role, "export"),
    members,
    settings,
    now: viewer.now.toISOString(),
    filter: { ...filter, page: list.page },
    query: inboxQuery(filter),
    notices,
    counts,
    views,
    ...list,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "inbox");
  const formData = await readFormData(request);
  // Back to the list the post came from, as the list itself reads it (nothing posted is echoed).
  const { filter } = parseInboxFilter(new URL(request.url).searchParams);
  return handleInboxPost(formData, {
    db: context.db,
    staff,
    back: inboxHref(filter, {}, true),
    siteUrl: context.config.SITE_URL,
  });
}

// With script, posts go through the form layer: every refusal (a lost connection, the HTTP server's 403, an
// expired session) shows beside the form, the ticks kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

// A 409 says the list was out of date: show the latest (the ticks stay, they live in the page).
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function InboxPage() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = navigation.state === "submitting";
  const refusal = actionData && "formError" in actionData ? actionData : null;
  const bulkRefusal =
    refusal && refusal.intent !== "save-view" && refusal.intent !== "delete-view"
      ? { formError: refusal.formError, values: refusal.values }
      : null;
  const viewRefusal =
    refusal && (refusal.intent === "save-view" || refusal.intent === "delete-view")
      ? { intent: refusal.intent, formError: refusal.formError, values: refusal.values }
      : null;
  const exportHref = `/admin/inbox/export.csv${data.query ? `?${data.query}` : ""}`;

  return (
    <>
      <PageHeading
        title="Inbox"
        description="Booking requests, contact inquiries and chats in one place. Take one, answer it within the target, move it along."
        describeOnPhone={false}
        actions={
          data.canExport ? (
            <a
              href={exportHref}
              download
              className="inline-flex min-h-11 items-center rounded-lg border border-stone-300 bg-white px-4 font-semibold hover:bg-stone-100"
            >
              Export CSV
            </a>
          ) : null
        }
      />
      <InboxFigures counts={data.counts} filter={data.filter} />
      <InboxFilterForm filter={data.filter} me={data.me} members={data.members} searchId={SEARCH_ID} />
      {data.notices.length > 0 ? (
        <div className="mb-4">
          <FormAlert tone="info" title="Some of the filters were left out">
            <ul className="list-disc pl-5">
              {data.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      <SavedViews views={data.views} query={data.query} refusal={viewRefusal} busy={busy} />
      {/* A new list (after a change went through, or another filter) starts with nothing ticked. */}
      <InboxList
        key={location.key}
        rows={data.rows}
        total={data.total}
        page={data.page}
        pageCount={data.pageCount}
        pageSize={PAGE_SIZE}
        filter={data.filter}
        me={data.me}
        members={data.members}
        now={data.now}
        settings={data.settings}
        refusal={bulkRefusal}
        busy={busy}
        searchId={SEARCH_ID}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
