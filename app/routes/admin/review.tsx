// /admin/reviews/{id}: one review as the traveller wrote it (read, never edited), what it is about, approve
// or hide it, a notes thread (who, when; added, never changed) and its history in words.

import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import { AuditEntry } from "~/features/audit/audit-entry";
import { formValues } from "~/features/forms/field-errors";
import { TextAreaField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import { isFormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { BUTTON, Detail, Panel, refusalFor } from "~/features/inbox/enquiry-ui";
import {
  addReviewNote,
  getReviewForStaff,
  moderateReview,
  parseReviewId,
} from "~/features/reviews/review-moderation.server";
import { REVIEW_NOTE_LIMIT, reviewNoteForm } from "~/features/reviews/review-note-form";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { Route } from "./+types/review";

const NOT_FOUND = "Review not found";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Review by ${loaderData.review.userName}` : NOT_FOUND);

function reviewIdOf(raw: string | undefined): number {
  const id = parseReviewId(raw);
  if (id === null) throw data({ error: NOT_FOUND }, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const found = await getReviewForStaff(context.db, reviewIdOf(params.id));
  if (!found) throw data({ error: NOT_FOUND }, { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "content");
  const id = reviewIdOf(params.id);
  const posted = formValues(await readFormData(request));
  const back = `/admin/reviews/${id}`;
  const actor = { id: staff.id, email: staff.email, name: staff.name };

  if (posted.intent === "approve" || posted.intent === "hide") {
    const result = await moderateReview(context.db, actor, id, posted.intent);
    if (result === "not_found") throw data({ error: NOT_FOUND }, { status: 404 });
    if (result === "unchanged") {
      return redirectWithToast(back, { type: "info", title: "Nothing to do: the review had already changed." });
    }
    return redirectWithToast(back, {
      title:
        posted.intent === "approve" ? "Review approved: it now shows on the site." : "Review hidden from the site.",
    });
  }
  if (posted.intent === "note") {
    const parsed = reviewNoteForm.safeParse(posted);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? "Please write the note.";
      return refuse(400, { intent: "note", values: posted, fieldErrors: { body: message }, formError: null });
    }
    const result = await addReviewNote(context.db, actor, id, parsed.data.body);
    if (result === "not_found") throw data({ error: NOT_FOUND }, { status: 404 });
    return redirectWithToast(`${back}#review-notes`, { title: "Note added." });
  }
  return refuse(400, {
    intent: posted.intent,
    values: posted,
    formError: "This request was not understood. Please try again.",
  });
}

// With script, posts go through the form layer: a refusal from before the action could answer (a lost
// connection, the HTTP server's 403 or 413) shows beside the form that posted, with the note kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

const SUBJECTS: Record<string, string> = {
  company: "Heartbeest Safari",
  safari: "Safari",
  hotel: "Hotel",
  destination: "Destination",
};

export default function ReviewPage() {
  const { review, notes, history } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const refusal = isFormRefusal(actionData) ? actionData : null;
  const busy = useNavigation().state === "submitting";
  const about =
    review.subjectType === "company"
      ? "The company"
      : `${SUBJECTS[review.subjectType]}: ${review.subjectName ?? "no longer listed"}`;
  const noteRefusal = refusalFor(refusal, "note");
  const otherRefusal = refusal && refusal.intent !== "note" ? refusal : null;
  const noteForm = useFocusFirstError(noteRefusal);

  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/reviews" className="underline underline-offset-4">
          ← All reviews
        </Link>
      </p>
      <PageHeading
        title={`Review by ${review.userName}`}
        description={`${review.rating} out of 5 · ${about} · received ${formatBusinessDateTime(review.createdAt)}`}
      />
      {otherRefusal?.formError ? (
        <div className="mb-4">
          <FormAlert>{otherRefusal.formError}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <Panel id="review-words" title="What they wrote">
            <p className="mb-3 text-lg text-amber-700" aria-hidden="true">
              {"★".repeat(review.rating)}
              <span className="text-stone-300">{"★".repeat(5 - review.rating)}</span>
            </p>
            <blockquote className="border-l-4 border-stone-200 pl-4 text-base break-words whitespace-pre-wrap text-stone-900">
              {review.comment}
            </blockquote>
            <dl className="mt-4 space-y-2 text-sm">
              <Detail label="Rating">{`${review.rating} out of 5`}</Detail>
              <Detail label="Name">{review.userName}</Detail>
              <Detail label="Email">
                <a href={`mailto:${review.email}`} className="wrap-anywhere underline underline-offset-4">
                  {review.email}
                </a>
              </Detail>
              <Detail label="About">{about}</Detail>
              <Detail label="Received">{formatBusinessDateTime(review.createdAt)}</Detail>
              {review.publishedAt ? (
                <Detail label="Published">{formatBusinessDateTime(review.publishedAt)}</Detail>
              ) : null}
            </dl>
          </Panel>
          <Panel id="review-notes" title="Notes">
            {notes.length === 0 ? (
              <p className="text-sm text-stone-600">No notes yet.</p>
            ) : (
              <ol className="space-y-3" data-testid="review-notes">
                {notes.map((note) => (
                  <li key={note.id} className="rounded-lg border border-amber-200 bg-amber-50 p-3">
                    <p className="text-xs text-stone-700">
                      <span className="font-semibold text-stone-900">Note by {note.author}</span> ·{" "}
                      <time dateTime={new Date(note.at).toISOString()}>{formatBusinessDateTime(note.at)}</time>
                    </p>
                    <p className="mt-1 text-sm break-words whitespace-pre-wrap">{note.body}</p>
                  </li>
                ))}
              </ol>
            )}
            {/* Keyed by the thread's length: once a note is added the form is drawn afresh, empty. */}
            <Form
              ref={noteForm}
              method="post"
              preventScrollReset
              className="mt-4 space-y-3 border-t border-stone-200 pt-4"
              key={notes.length}
            >
              <input type="hidden" name="intent" value="note" />
              {noteRefusal?.formError ? <FormAlert>{noteRefusal.formError}</FormAlert> : null}
              <TextAreaField
                id="review-note"
                name="body"
                label="Add a note"
                hint="Only staff see notes. They are kept as written, with your name and the time."
                tone={STAFF_TONE}
                rows={3}
                required
                maxLength={REVIEW_NOTE_LIMIT}
                defaultValue={noteRefusal?.values.body ?? ""}
                error={noteRefusal?.fieldErrors.body}
              />
              <button type="submit" disabled={busy} className={BUTTON.secondary}>
                Add note
              </button>
            </Form>
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <Panel id="review-status" title="On the site" aside={<StatusBadge status={review.status} />}>
            <p className="mb-3 text-sm text-stone-700">
              {review.status === "published"
                ? "Travellers see this review on the site."
                : review.status === "hidden"
                  ? "Hidden: travellers do not see it."
                  : "Waiting for a decision: travellers do not see it yet."}
            </p>
            <div className="flex flex-wrap gap-2">
              {review.status !== "published" ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="approve" />
                  <button type="submit" disabled={busy} className={BUTTON.primary}>
                    Approve
                  </button>
                </Form>
              ) : null}
              {review.status !== "hidden" ? (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="hide" />
                  <button type="submit" disabled={busy} className={BUTTON.danger}>
                    Hide
                  </button>
                </Form>
              ) : null}
              <Link to={`/admin/reviews?delete=${review.id}`} className={BUTTON.secondary}>
                Delete…
              </Link>
            </div>
          </Panel>
          <Panel id="review-history" title="History">
            {history.length === 0 ? (
              <p className="text-sm text-stone-600">No changes yet.</p>
            ) : (
              <ol className="divide-y divide-stone-100">
                {history.map((entry) => (
                  <AuditEntry key={entry.id} entry={entry} showRecord={entry.tableName !== "reviews"} />
                ))}
              </ol>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
