// The booking flow's three steps, numbered; completed steps are ticked and highlighted, the current one is
// marked for assistive technology with aria-current="step".
import { clsx } from "clsx";
import { CheckCircleIcon } from "~/components/ui/icons";
import { bookingFlowMessages } from "~/i18n/messages/en/booking-flow";
import { useMessages } from "~/i18n/translate";

export const FLOW_STEPS = ["details", "payment", "confirmation"] as const;
export type FlowStep = (typeof FLOW_STEPS)[number];

export function StepIndicator({ current }: { current: FlowStep }) {
  const t = useMessages(bookingFlowMessages);
  const currentIndex = FLOW_STEPS.indexOf(current);
  return (
    <nav aria-label={t("bookings.flow.steps")}>
      <ol className="grid grid-cols-3 gap-2 sm:gap-4">
        {FLOW_STEPS.map((step, index) => {
          const state = index < currentIndex ? "complete" : index === currentIndex ? "current" : "upcoming";
          return (
            <li
              key={step}
              aria-current={state === "current" ? "step" : undefined}
              data-state={state}
              className={clsx(
                "flex min-w-0 flex-col items-start gap-2 border-t-4 pt-3 text-sm sm:flex-row sm:items-center",
                state === "upcoming" ? "border-sand-300 text-charcoal-600" : "border-acacia-600 text-charcoal-900",
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  "grid size-8 shrink-0 place-items-center rounded-full font-semibold",
                  state === "complete" && "bg-acacia-600 text-white",
                  state === "current" && "bg-charcoal-900 text-sand-50",
                  state === "upcoming" && "bg-sand-200 text-charcoal-700",
                )}
              >
                {state === "complete" ? <CheckCircleIcon className="size-5" /> : index + 1}
              </span>
              {/* A third of a phone is narrower than some labels ('Buchungsdetails'): they break inside their
                  column, hyphenated where the browser knows the page's language. */}
              <span
                className={clsx(
                  "max-w-full leading-tight wrap-anywhere hyphens-auto",
                  state !== "upcoming" && "font-semibold",
                )}
              >
                {t(`bookings.flow.step.${step}`)}
                {state !== "upcoming" ? (
                  <span className="sr-only">
                    {" "}
                    (
                    {t(
                      state === "complete" ? "bookings.flow.step.status.complete" : "bookings.flow.step.status.current",
                    )}
                    )
                  </span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
