// /admin/inbox/{id}: one enquiry in full. The traveller, what they wrote, the response clock and source;
// its owner, stage and state; the conversation with notes and a reply composer (templates filled in on the
// server: ?template=ID); the traveller's other enquiries and the audit trail. Every form is a plain post with
// an `intent`, redirected with a toast; a refusal comes back beside its form with what was typed.
import { data, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import {
  addEnquiryNote,
  assignEnquiry,
  type ChangeResult,
  enquiryForm,
  lostReasonOf,
  moveEnquiryStage,
  recordPhoneAnswer,
  setEnquiryClosed,
  setFollowUp,
} from "~/features/inbox/enquiry-actions.server";
import { FollowUpPanel, OwnerPanel, StagePanel, StatePanel } from "~/features/inbox/enquiry-controls";
import {
  enquiryTripStage,
  getEnquiryDetail,
  listAssignableStaff,
  parseEnquiryId,
} from "~/features/inbox/enquiry-detail.server";
import { AuditTrail, TravellerHistory } from "~/features/inbox/enquiry-records";
import { newReplyToken, replyDraft, sendEnquiryReply } from "~/features/inbox/enquiry-reply.server";
import { OTHER_REASON, STAGE_LABELS } from "~/features/inbox/enquiry-stages";
import { EnquiryRequest, EnquirySummary } from "~/features/inbox/enquiry-summary";
import { EnquiryThread, ReplyComposer } from "~/features/inbox/enquiry-thread";
import { BUTTON, refusalFor } from "~/features/inbox/enquiry-ui";
import { readFollowUpDay } from "~/features/inbox/follow-up";
import { inboundEmailEnabled } from "~/features/inbox/reply-address";
import { listReplyTemplates } from "~/features/inbox/reply-templates.server";
import { loadClockSettings } from "~/features/inbox/response-clock.server";
import { enquiryWhatsApp, sendWhatsAppReply, whatsappSettings } from "~/features/inbox/whatsapp.server";
import { WhatsAppPanel } from "~/features/inbox/whatsapp-panel";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { isLocale } from "~/i18n/locales";
import { formatCalendarDate } from "~/utils/business-calendar";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.detail.reference} ${loaderData.detail.enquiry.name}` : "Enquiry not found");

const NOT_FOUND = "Enquiry not found";

function enquiryIdOf(raw: string | undefined): number {
  const id = parseEnquiryId(raw);
  if (id === null) throw data({ error: NOT_FOUND }, { status: 404 });
  return id;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "inbox");
  const id = enquiryIdOf(params.id);
  const now = new Date();
  const settings = await loadClockSettings(context.db);
  const detail = await getEnquiryDetail(context.db, id, { now, settings });
  if (!detail) throw data({ error: NOT_FOUND }, { status: 404 });
  const query = new URL(request.url).searchParams;
  const templateParam = query.get("template");
  const templateId = templateParam && /^\d{1,9}$/.test(templateParam) ? Number(templateParam) : null;
  // The language to start the reply in: the traveller's unless staff chose another.
  const langParam = query.get("lang");
  const language = isLocale(langParam) ? langParam : detail.locale;
  const [staffList, templates, draft, whatsapp] = await Promise.all([
    listAssignableStaff(context.db),
    listReplyTemplates(context.db),
    templateId === null ? null : replyDraft(context.db, { enquiryId: id, templateId, staffName: staff.name, language }),
    enquiryWhatsApp(context.db, id, whatsappSettings(context.config), now),
  ]);
  return {
    detail,
    now,
    settings,
    me: { id: staff.id, name: staff.name },
    staffList,
    templates: templates.map((template) => ({ id: template.id, name: template.name })),
    draft,
    unknownTemplate: Boolean(templateParam) && !draft,
    replyToken: newReplyToken(),
    /** Where the traveller's answer goes: null when it comes back into this thread (reply-address.ts). */
    staffEmail: inboundEmailEnabled(context.config) ? null : context.config.STAFF_EMAIL,
    /** Null while WhatsApp is off (whatsapp.server.ts). */
    whatsapp,
  };
}

function notFound(result: ChangeResult) {
  if (result.status === "not_found") throw data({ error: NOT_FOUND }, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "inbox");
  const id = enquiryIdOf(params.id);
  const posted = formValues(await readFormData(request));
  const actor = { id: staff.id, name: staff.name, email: staff.email };
  const back = `/admin/inbox/${id}`;

  if (posted.intent === "reply") {
    const result = await sendEnquiryReply(context.db, { enquiryId: id, actor, values: posted, config: context.config });
    if (result.status === "not_found") throw data({ error: NOT_FOUND }, { status: 404 });
    if (result.status === "invalid") {
      return refuse(400, {
        intent: "reply",
        values: posted,
        fieldErrors: result.fieldErrors,
        formError: result.formError ?? null,
      });
    }
    if (result.status === "already_sent") {
      return redirectWithToast(back, { type: "info", title: "That reply was already sent once." });
    }
    return redirectWithToast(back, {
      title: "Reply sent to the outbox.",
      description: result.firstReply ? `“${result.subject}”. The response clock has stopped.` : `“${result.subject}”.`,
    });
  }

  if (posted.intent === "whatsapp") {
    const settings = whatsappSettings(context.config);
    if (!settings) return refuse(400, { intent: "whatsapp", values: posted, formError: "WhatsApp is not set up." });
    const result = await sendWhatsAppReply(context.db, { enquiryId: id, actor, values: posted, settings });
    if (result.status === "not_found") throw data({ error: NOT_FOUND }, { status: 404 });
    if (result.status === "already_sent") {
      return redirectWithToast(back, { type: "info", title: "That WhatsApp message was already sent once." });
    }
    if (result.status === "sent") return redirectWithToast(back, { title: "Sent on WhatsApp." });
    const code = result.status === "invalid" ? 400 : result.status === "unavailable" ? 503 : 409;
    return refuse(code, {
      intent: "whatsapp",
      values: posted,
      fieldErrors: result.status === "invalid" ? result.fieldErrors : {},
      formError: result.formError ?? null,
    });
  }

  const parsed = enquiryForm.safeParse(posted);
  if (!parsed.success) {
    const noteError = posted.intent === "note" ? parsed.error.issues[0]?.message : undefined;
    if (noteError)
      return refuse(400, { intent: "note", values: posted, fieldErrors: { body: noteError }, formError: null });
    if (posted.intent === "stage")
      return refuse(400, {
        intent: "stage",
        values: posted,
        formError:
          "Only a proposal sent, or lost with a reason, is set by hand: payments move it on when they are recorded on the booking, and the trip's dates do the rest.",
      });
    return refuse(400, {
      intent: posted.intent,
      values: posted,
      formError: "This request was not understood. Please try again.",
    });
  }
  const form = parsed.data;

  switch (form.intent) {
    case "assign": {
      const result = await assignEnquiry(context.db, actor, {
        enquiryId: id,
        ownerId: form.ownerId || null,
        notify: { siteUrl: context.config.SITE_URL, byName: staff.name },
      });
      notFound(result);
      if (result.status === "refused") {
        return refuse(400, {
          intent: "assign",
          values: posted,
          formError: "That member of staff cannot be given enquiries. Please choose someone on the list.",
        });
      }
      const whom = !form.ownerId ? "nobody" : form.ownerId === staff.id ? "you" : "them";
      return redirectWithToast(back, { title: form.ownerId ? `Assigned to ${whom}.` : "Unassigned." });
    }
    case "stage": {
      const lostReason = lostReasonOf(form);
      const result = await moveEnquiryStage(context.db, actor, {
        enquiryId: id,
        stage: form.stage,
        seenStage: form.seenStage,
        lostReason,
      });
      notFound(result);
      if (result.status === "refused" && result.reason === "reason_required") {
        const other = form.lostReason === OTHER_REASON;
        return refuse(400, {
          intent: "stage",
          values: posted,
          fieldErrors: other
            ? { lostReasonOther: "Please say what the other reason was." }
            : { lostReason: "Please choose why it was lost." },
          formError: "A lost enquiry needs a reason.",
        });
      }
      if (result.status === "refused") {
        const now = STAGE_LABELS[result.detail as keyof typeof STAGE_LABELS] ?? result.detail;
        // A refused action leaves the page's data as it was: the stage it stands at now travels with the refusal.
        const tripStage = await enquiryTripStage(context.db, id);
        return refuse(409, {
          intent: "stage",
          values: { ...posted, seenStage: result.detail ?? "", tripStage },
          formError: `Someone else moved this enquiry to “${now}” since you opened the page. It is shown as it is now: please choose again.`,
        });
      }
      const label = STAGE_LABELS[form.stage];
      return redirectWithToast(back, {
        title: form.stage === "lost" ? `Marked as lost: ${lostReason}.` : `Stage: ${label}.`,
      });
    }
    case "close":
    case "reopen": {
      const result = await setEnquiryClosed(context.db, actor, { enquiryId: id, closed: form.intent === "close" });
      notFound(result);
      return redirectWithToast(back, { title: form.intent === "close" ? "Enquiry closed." : "Enquiry reopened." });
    }
    case "phone": {
      const result = await recordPhoneAnswer(context.db, actor, { enquiryId: id });
      notFound(result);
      return redirectWithToast(
        back,
        result.status === "changed"
          ? { title: "Answered by phone: the response clock has stopped." }
          : { type: "info", title: "It was already answered: the clock had stopped." },
      );
    }
    case "follow-up": {
      const day = readFollowUpDay(form, new Date());
      if (!day.ok) {
        return refuse(400, { intent: "follow-up", values: posted, fieldErrors: { followUpOn: day.error } });
      }
      const result = await setFollowUp(context.db, actor, { enquiryId: id, day: day.day });
      notFound(result);
      return redirectWithToast(back, {
        title: `Snoozed until ${formatCalendarDate(day.day)}.`,
        description: "It leaves the open list and comes back to the top on that day.",
      });
    }
    case "follow-up-clear": {
      const result = await setFollowUp(context.db, actor, { enquiryId: id, day: null });
      notFound(result);
      return redirectWithToast(back, { title: "The follow-up day is cleared: it is in the open list again." });
    }
    case "note": {
      const result = await addEnquiryNote(context.db, actor, { enquiryId: id, body: form.body });
      notFound(result);
      return redirectWithToast(`${back}#enquiry-thread`, { title: "Note added." });
    }
  }
}

// With script, posts go through the form layer: every refusal (a lost connection, the HTTP server's 403 or
// 413, an expired session) shows beside the form it came from, what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

const KNOWN_INTENTS = [
  "assign",
  "stage",
  "close",
  "reopen",
  "phone",
  "follow-up",
  "follow-up-clear",
  "note",
  "reply",
  "whatsapp",
];

export default function EnquiryPage() {
  const { detail, now, settings, me, staffList, templates, draft, unknownTemplate, replyToken, staffEmail, whatsapp } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refusal = actionData && "status" in actionData && actionData.status === "error" ? actionData : null;
  const { enquiry } = detail;

  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/inbox" className="underline underline-offset-4">
          ← Inbox
        </Link>
      </p>
      <PageHeading title={enquiry.name} description={`${detail.reference} · ${enquiry.subject}`} />
      {/* On a phone the reply box is screens down the page: one tap takes staff there (plain links, no script). */}
      <nav aria-label="On this page" className="mb-4 flex flex-wrap gap-2 lg:hidden">
        <a href="#enquiry-reply" className={BUTTON.primary}>
          Reply
        </a>
        <a href="#enquiry-thread" className={BUTTON.secondary}>
          Conversation and notes
        </a>
        {whatsapp?.number ? (
          <a href="#enquiry-whatsapp" className={BUTTON.secondary}>
            WhatsApp
          </a>
        ) : null}
      </nav>
      {refusal && !KNOWN_INTENTS.includes(refusal.intent ?? "") ? (
        <div className="mb-4">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}

      {/* Three bands from 1024 px: who and what they wrote side by side, the controls side by side, then the
          conversation beside the records. Each band's cards are of like height, so no column leaves a hole
          beside a taller one; on a phone the same order reads top to bottom, as focus moves. */}
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start lg:gap-6">
        <EnquirySummary detail={detail} now={now} settings={settings} />
        <EnquiryRequest detail={detail} />
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:mt-6 lg:items-start lg:gap-6 2xl:grid-cols-4">
        <OwnerPanel
          ownerId={enquiry.ownerId}
          ownerName={detail.ownerName}
          me={me}
          staff={staffList}
          refusal={refusalFor(refusal, "assign")}
          busy={busy}
        />
        <StagePanel
          tripStage={detail.tripStage}
          stage={enquiry.stage}
          lostReason={enquiry.lostReason}
          refusal={refusalFor(refusal, "stage")}
          busy={busy}
        />
        <StatePanel
          answered={Boolean(enquiry.firstReplyAt)}
          closed={Boolean(enquiry.closedAt)}
          refusal={refusalFor(refusal, "close", "reopen", "phone")}
          busy={busy}
        />
        <FollowUpPanel
          followUpOn={enquiry.followUpOn}
          now={now}
          refusal={refusalFor(refusal, "follow-up", "follow-up-clear")}
          busy={busy}
        />
      </div>
      <div className="mt-4 grid gap-4 lg:mt-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-6">
        <div className="min-w-0 space-y-4 lg:space-y-6">
          <EnquiryThread thread={detail.thread} refusal={refusalFor(refusal, "note")} busy={busy} />
          <ReplyComposer
            to={enquiry.email}
            reference={detail.reference}
            staffEmail={staffEmail}
            templates={templates}
            draft={draft}
            unknownTemplate={unknownTemplate}
            travellerLocale={detail.locale}
            replyToken={replyToken}
            refusal={refusalFor(refusal, "reply")}
            busy={busy}
          />
          {whatsapp ? (
            <WhatsAppPanel
              whatsapp={whatsapp}
              replyToken={replyToken}
              refusal={refusalFor(refusal, "whatsapp")}
              busy={busy}
            />
          ) : null}
        </div>
        <div className="min-w-0 space-y-4 lg:space-y-6">
          <TravellerHistory history={detail.history} email={enquiry.email} />
          <AuditTrail trail={detail.trail} />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
