// The enquiry's owner, its stage in the pipeline, its state (answered by phone, closed) and its follow-up day. Each is a
// plain form with an `intent` that works without script; a refusal shows beside the form it belongs to.
import { Form } from "react-router";
import type { EnquiryStage } from "~/db/schema/enquiries";
import { InputField, SelectField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { isTripStage, TRIP_STAGE_LABELS, type TripStage } from "~/features/lifecycle/trip-stages";
import { addDays, businessToday } from "~/utils/business-calendar";
import { LOST_REASONS, MANUAL_STAGES, OTHER_REASON } from "./enquiry-stages";
import { BUTTON, Panel, type Refusal } from "./enquiry-ui";
import { FOLLOW_UP_PRESETS, followUpState, followUpWords } from "./follow-up";

export function OwnerPanel({
  ownerId,
  ownerName,
  me,
  staff,
  refusal,
  busy,
}: {
  ownerId: string | null;
  ownerName: string | null;
  me: { id: string; name: string };
  staff: { id: string; name: string }[];
  refusal: Refusal;
  busy: boolean;
}) {
  const others = staff.filter((member) => member.id !== ownerId);
  return (
    <Panel id="enquiry-owner" title="Owner">
      <p className="mb-3 text-sm" data-testid="enquiry-owner">
        {ownerName ? (
          <>
            <span className="font-semibold">{ownerName}</span>
            {ownerId === me.id ? " (you)" : ""}
          </>
        ) : (
          "Nobody yet"
        )}
      </p>
      {refusal?.formError ? (
        <div className="mb-3">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {ownerId !== me.id ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="ownerId" value={me.id} />
            <button type="submit" disabled={busy} className={BUTTON.primary}>
              Assign to me
            </button>
          </Form>
        ) : null}
        {ownerId ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="ownerId" value="" />
            <button type="submit" disabled={busy} className={BUTTON.secondary}>
              Unassign
            </button>
          </Form>
        ) : null}
      </div>
      {others.length > 0 ? (
        <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="assign" />
          <SelectField
            id="enquiry-owner-choice"
            name="ownerId"
            label={ownerId ? "Reassign to" : "Assign to"}
            tone={STAFF_TONE}
            className="min-w-0 flex-1 basis-48"
            defaultValue={refusal?.values.ownerId ?? others[0]?.id}
          >
            {others.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
                {member.id === me.id ? " (you)" : ""}
              </option>
            ))}
          </SelectField>
          <button type="submit" disabled={busy} className={BUTTON.secondary}>
            Assign
          </button>
        </Form>
      ) : null}
    </Panel>
  );
}

/** The button that moves staff's record: a proposal sent, taken back, or an enquiry lost reopened. */
function moveWords(to: (typeof MANUAL_STAGES)[number], from: EnquiryStage): string {
  if (from === "lost") return to === "quoted" ? "Reopen: proposal sent" : "Reopen: no proposal yet";
  return to === "quoted" ? "Mark proposal sent" : "Undo: no proposal sent yet";
}

export function StagePanel({
  tripStage,
  stage,
  lostReason,
  refusal,
  busy,
}: {
  /** Where it stands, derived from what happened: what the badge says. */
  tripStage: TripStage;
  /** Staff's own record, which the form moves. */
  stage: EnquiryStage;
  lostReason: string | null;
  refusal: Refusal;
  busy: boolean;
}) {
  // After a 409 the refusal carries the stage the enquiry is in now, so the next choice is made from there.
  const current =
    refusal?.code === 409 && refusal.values.seenStage ? (refusal.values.seenStage as EnquiryStage) : stage;
  const kept = refusal?.values ?? {};
  const shownStage = refusal?.code === 409 && isTripStage(kept.tripStage) ? kept.tripStage : tripStage;
  const moves = MANUAL_STAGES.filter((option) => option !== current);
  return (
    <Panel id="enquiry-stage" title="Stage">
      <p className="mb-3 text-sm" data-testid="enquiry-stage">
        <span className="inline-flex items-center rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-semibold text-sand-900 ring-1 ring-sand-300 ring-inset">
          {TRIP_STAGE_LABELS[shownStage]}
        </span>
        {shownStage === "lost" && lostReason && refusal?.code !== 409 ? (
          <span className="ml-2 text-stone-700">Reason: {lostReason}</span>
        ) : null}
      </p>
      {refusal?.formError ? (
        <div className="mb-3">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      <p className="mb-3 text-sm text-stone-700">
        Replies, payments, the booking's status and the trip's dates move it on by themselves.
      </p>
      <Form method="post" preventScrollReset className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="seenStage" value={current} />
        {moves.map((option) => (
          <button
            key={option}
            type="submit"
            name="stage"
            value={option}
            disabled={busy}
            className={option === "quoted" ? BUTTON.primary : BUTTON.secondary}
          >
            {moveWords(option, current)}
          </button>
        ))}
      </Form>

      <Form method="post" preventScrollReset className="mt-4 space-y-3 border-t border-stone-200 pt-4">
        <input type="hidden" name="intent" value="stage" />
        <input type="hidden" name="seenStage" value={current} />
        <input type="hidden" name="stage" value="lost" />
        <SelectField
          id="enquiry-lost-reason"
          name="lostReason"
          label={current === "lost" ? "Change the reason it was lost" : "Lost? Why"}
          tone={STAFF_TONE}
          required
          error={refusal?.fieldErrors.lostReason}
          defaultValue={kept.lostReason ?? ""}
        >
          <option value="">Choose a reason</option>
          {LOST_REASONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          <option value={OTHER_REASON}>Other (say which)</option>
        </SelectField>
        <InputField
          id="enquiry-lost-other"
          name="lostReasonOther"
          label="Other reason"
          hint="Only when the reason is 'Other'."
          tone={STAFF_TONE}
          maxLength={200}
          defaultValue={kept.lostReasonOther ?? ""}
          error={refusal?.fieldErrors.lostReasonOther}
        />
        <button type="submit" disabled={busy} className={BUTTON.danger}>
          Mark as lost
        </button>
      </Form>
    </Panel>
  );
}

export function StatePanel({
  answered,
  closed,
  refusal,
  busy,
}: {
  answered: boolean;
  closed: boolean;
  refusal: Refusal;
  busy: boolean;
}) {
  return (
    <Panel id="enquiry-state" title="Open or closed">
      <p className="mb-3 text-sm text-stone-700">
        {closed
          ? "Closed: off the clock and out of the open list."
          : answered
            ? "Open and answered."
            : "Open and waiting for a first answer."}
      </p>
      {refusal?.formError ? (
        <div className="mb-3">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!answered ? (
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="phone" />
            <button type="submit" disabled={busy} className={BUTTON.secondary}>
              Answered by phone
            </button>
          </Form>
        ) : null}
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={closed ? "reopen" : "close"} />
          <button type="submit" disabled={busy} className={BUTTON.secondary}>
            {closed ? "Reopen" : "Close"}
          </button>
        </Form>
      </div>
    </Panel>
  );
}

/**
 * The day to come back to the enquiry: a quick choice or a date. Until then it is snoozed, out of the open
 * list; on the day it is back at the top. A refused day is said beside the date with what was typed kept.
 */
export function FollowUpPanel({
  followUpOn,
  now,
  refusal,
  busy,
}: {
  followUpOn: string | null;
  now: Date;
  refusal: Refusal;
  busy: boolean;
}) {
  const state = followUpState(followUpOn, now);
  const tomorrow = addDays(businessToday(now), 1);
  return (
    <Panel id="enquiry-follow-up" title="Follow up">
      <p className="mb-3 text-sm text-stone-700" data-testid="enquiry-follow-up">
        {followUpWords(state) ?? "No follow-up day: it stays in the open list."}
      </p>
      {refusal?.formError ? (
        <div className="mb-3">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      <Form method="post" preventScrollReset className="space-y-3">
        <input type="hidden" name="intent" value="follow-up" />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">Snooze until</legend>
          <div className="flex flex-wrap gap-2">
            {FOLLOW_UP_PRESETS.map((preset) => (
              <button
                key={preset.days}
                type="submit"
                name="preset"
                value={preset.days}
                disabled={busy}
                formNoValidate
                className={BUTTON.secondary}
              >
                {preset.label}
              </button>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-end gap-2">
          <InputField
            id="enquiry-follow-up-day"
            name="followUpOn"
            type="date"
            label="Or a day"
            tone={STAFF_TONE}
            className="min-w-0 flex-1 basis-40"
            min={tomorrow}
            defaultValue={refusal?.values.followUpOn ?? (state.kind === "snoozed" ? state.on : "")}
            error={refusal?.fieldErrors.followUpOn}
          />
          <button type="submit" disabled={busy} className={BUTTON.secondary}>
            Snooze
          </button>
        </div>
      </Form>
      {state.kind !== "none" ? (
        <Form method="post" preventScrollReset className="mt-3">
          <input type="hidden" name="intent" value="follow-up-clear" />
          <button type="submit" disabled={busy} className={BUTTON.secondary}>
            Clear the follow-up day
          </button>
        </Form>
      ) : null}
    </Panel>
  );
}
