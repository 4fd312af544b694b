ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_known";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "composition" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_known" CHECK ("email_outbox"."status" in ('composing', 'pending', 'sent', 'failed', 'held'));