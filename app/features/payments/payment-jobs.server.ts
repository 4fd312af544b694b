// The money side's background work, run by every app server on a timer: asking M-Pesa about pushes whose
// callback has not come, reconciling, balance reminders, and deleting guests' passport and medical details
// after the retention period. Each job must be safe to run on several servers at once and after a restart
// (conditional updates, the outbox's unique dedupe keys), so no lock between servers is needed.
import { balanceRemindersJob } from "./balance-reminders.server";
import { cardStatusJob } from "./card-payments.server";
import { guestDataRetentionJob } from "./guest-data-retention.server";
import { mpesaReconciliationJob } from "./mpesa-payments.server";
import type { PaymentJob, PaymentJobContext } from "./payment-job";

/** Every job, in the order a round runs them: import each job module's job and list it here. */
export const PAYMENT_JOBS: PaymentJob[] = [
  mpesaReconciliationJob,
  cardStatusJob,
  balanceRemindersJob,
  guestDataRetentionJob,
];

/** One round of every job; a job that fails is logged and the others still run. */
export async function runPaymentJobs(
  context: Omit<PaymentJobContext, "now"> & { now?: Date },
  jobs: readonly PaymentJob[] = PAYMENT_JOBS,
): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  for (const job of jobs) {
    try {
      results[job.name] = await job.run({ ...context, now: context.now ?? new Date() });
    } catch (error) {
      context.logger.error({ err: error, job: job.name }, "payment job failed");
      results[job.name] = { error: String(error) };
    }
  }
  return results;
}

export interface PaymentJobsRunner {
  /** Runs a round now (tests, and the first round at start); a round under way is joined, not doubled. */
  runNow(): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
}

/** Starts this app server's timer; call once at start and `stop()` at shutdown. */
export function startPaymentJobs(context: Omit<PaymentJobContext, "now">): PaymentJobsRunner {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inProgress: Promise<Record<string, unknown>> | null = null;

  function runNow() {
    inProgress ??= runPaymentJobs(context).finally(() => {
      inProgress = null;
    });
    return inProgress;
  }
  function schedule(delayMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      await runNow();
      schedule(context.config.PAYMENT_JOBS_INTERVAL_MS);
    }, delayMs);
    timer.unref?.();
  }
  schedule(context.config.PAYMENT_JOBS_INTERVAL_MS);

  return {
    runNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inProgress;
    },
  };
}
