ALTER TABLE "enquiries" DROP CONSTRAINT "enquiries_first_reply_channel";--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD COLUMN "send_key" text;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_send_key_unique" UNIQUE("send_key");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_first_reply_channel" CHECK (("enquiries"."first_reply_at" is null) = ("enquiries"."first_reply_channel" is null) and ("enquiries"."first_reply_channel" is null or "enquiries"."first_reply_channel" in ('email', 'chat', 'phone', 'whatsapp', 'imported')));--> statement-breakpoint
ALTER TABLE "enquiry_replies" ADD CONSTRAINT "enquiry_replies_channel_known" CHECK ("enquiry_replies"."channel" in ('email', 'whatsapp'));