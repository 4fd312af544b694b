// The three-step booking flow on /booking/{packageId}: Booking Details, Payment, Confirmation, beside the
// booking summary. The server decides which step shows (booking-flow-actions.server.ts); this lays it out.
import { Suspense, useEffect, useRef, useState } from "react";
import { deferred } from "~/components/deferred";
import { type FormRefusal, isFormRefusal } from "~/features/forms/form-result";
import { useEnglishFallback } from "~/features/translations/english-fallback";
import { bookingFlowMessages } from "~/i18n/messages/en/booking-flow";
import { useMessages } from "~/i18n/translate";
import { SAFARI_FORM } from "~/utils/constants";
import { DetailsStep } from "./booking-flow-details";
import type { BookingFlowActionData, BookingFlowLoaderData, FlowLiveTrip } from "./booking-flow-view";
import { priceOfQuote, priceOfWholeUnits } from "./booking-price";
import { BookingSummary, NeedAssistance } from "./booking-summary";
import type { BookingToast } from "./booking-toasts";
import { StepIndicator } from "./step-indicator";

// Most visits never get past the details step: the payment and confirmation steps' code is fetched when the
// server first answers with one of them (the step switch below keeps the details on screen until it arrives).
const PaymentStep = deferred(() => import("./booking-flow-payment").then((module) => module.PaymentStep), {
  when: "rendered",
});
const ConfirmationStep = deferred(
  () => import("./booking-flow-confirmation").then((module) => module.ConfirmationStep),
  { when: "rendered" },
);

/** A refusal from before the action could answer with a step (403, 413, a lost connection): shown on the step. */
function refusalAlert(refusal: FormRefusal, title: string): BookingToast {
  return { type: "error", title: refusal.formErrorTitle ?? title, description: refusal.formError ?? "" };
}

export function BookingFlow({
  loaderData,
  actionData,
  replyFigure = null,
}: {
  loaderData: BookingFlowLoaderData;
  actionData?: BookingFlowActionData | FormRefusal;
  /** 'We usually reply within 1 hour', or null while too few replies were measured. */
  replyFigure?: string | null;
}) {
  const t = useMessages(bookingFlowMessages);
  const english = useEnglishFallback();
  const pkg = loaderData.package;
  // A refusal keeps the step the traveller was on, entries and all, and says what went wrong there.
  const refusal = isFormRefusal(actionData) ? actionData : null;
  const answered = refusal ? null : (actionData as BookingFlowActionData | undefined);
  const lastStep = useRef<BookingFlowActionData | null>(null);
  if (answered) lastStep.current = answered;
  const alert = refusal ? refusalAlert(refusal, t("bookings.flow.refusedTitle")) : null;
  const stepView: BookingFlowActionData | null = answered ?? (refusal ? lastStep.current : null);
  const view =
    loaderData.step === "confirmation"
      ? loaderData
      : stepView
        ? alert
          ? { ...stepView, alert }
          : stepView
        : {
            step: "details" as const,
            values: refusal?.values ?? {
              adults: String(SAFARI_FORM.adults.default),
              children: String(SAFARI_FORM.children.default),
              startDate: loaderData.today,
            },
            fieldErrors: {},
            submissionToken: loaderData.submissionToken,
            today: loaderData.today,
            alert,
          };

  // The details form reports its party and start date as they change, so the summary follows along.
  const [liveTrip, setLiveTrip] = useState<FlowLiveTrip | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer from the server starts afresh
  useEffect(() => {
    setLiveTrip(null);
  }, [actionData, loaderData]);

  // After a step changes in the browser, move focus to the new step's heading (not on the first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [view.step]);

  const summary = summaryOf(view, liveTrip);
  return (
    <div className="section-y section-sand">
      <div className="container-page">
        <p className="eyebrow text-ochre-700">{t("bookings.flow.eyebrow")}</p>
        <h1 className="mt-2 font-display text-display-lg text-charcoal-900" {...english(pkg, "title")}>
          {pkg.title}
        </h1>
        <div className="mt-8">
          <StepIndicator current={view.step} />
        </div>
        <div className="mt-10 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <div className="card min-w-0 p-5 sm:p-8 lg:p-10">
            <Suspense fallback={null}>
              {view.step === "details" ? (
                <DetailsStep
                  key={view.submissionToken}
                  pkg={pkg}
                  countries={loaderData.step === "details" ? loaderData.countries : []}
                  view={view}
                  headingRef={heading}
                  onTripChange={setLiveTrip}
                />
              ) : view.step === "payment" ? (
                <PaymentStep pkg={pkg} view={view} headingRef={heading} />
              ) : (
                <ConfirmationStep
                  // The booking is of this package: its name as the page shows it, in the page's language.
                  booking={{ ...view.booking, packageTitle: pkg.title }}
                  confirmationSent={view.confirmationSent}
                  headingRef={heading}
                />
              )}
            </Suspense>
          </div>
          <aside className="flex flex-col gap-6 lg:sticky lg:top-[calc(var(--spacing-header)+1.5rem)] lg:self-start">
            <BookingSummary pkg={pkg} {...summary} />
            <NeedAssistance replyFigure={replyFigure} />
          </aside>
        </div>
      </div>
    </div>
  );
}

function summaryOf(
  view: BookingFlowActionData | Extract<BookingFlowLoaderData, { step: "confirmation" }>,
  liveTrip: FlowLiveTrip | null,
) {
  if (view.step === "confirmation") {
    const { booking } = view;
    return {
      guests: booking.guests,
      startDate: booking.startDate,
      endDate: booking.endDate,
      price: booking.quote
        ? priceOfQuote(booking.quote)
        : booking.currency
          ? priceOfWholeUnits({
              currency: booking.currency,
              total: booking.totalAmount,
              deposit: booking.depositAmount,
              balance: booking.balanceAmount,
            })
          : null,
    };
  }
  if (view.step === "payment") return { ...view.trip, price: view.price };
  // The party as far as it is known: the adults and children typed, once both are numbers the form takes.
  const count = (text: string | undefined, limits: { min: number; max: number }) => {
    const value = /^\d+$/.test((text ?? "").trim()) ? Number(text) : Number.NaN;
    return value >= limits.min && value <= limits.max ? value : null;
  };
  const adults = count(liveTrip?.adults ?? view.values.adults, SAFARI_FORM.adults);
  const children = count(liveTrip?.children ?? view.values.children ?? "0", SAFARI_FORM.children);
  return {
    guests: adults !== null && children !== null ? adults + children : null,
    startDate: liveTrip?.startDate ?? view.values.startDate ?? null,
    // The price is the quote beside the form, not price x guests.
    price: null,
  };
}
