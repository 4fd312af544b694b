// What a background job of the money side is (payment-jobs.server.ts runs them): apart from the list of jobs,
// so that each job's module can name the shape without importing the list that imports it.
import type { Logger } from "pino";
import type { Database } from "~/db/client.server";
import type { AppConfig } from "~/utils/env.server";

export interface PaymentJobContext {
  db: Database;
  config: AppConfig;
  logger: Pick<Logger, "info" | "warn" | "error">;
  now: Date;
}

export interface PaymentJob {
  name: string;
  run(context: PaymentJobContext): Promise<unknown>;
}
