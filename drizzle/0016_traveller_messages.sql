CREATE TABLE "enquiry_traveller_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"channel" text NOT NULL,
	"provider_message_id" text NOT NULL,
	"from_address" text NOT NULL,
	"from_name" text,
	"subject" text,
	"body" text NOT NULL,
	"attachment_names" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enquiry_traveller_messages_provider_id" UNIQUE("channel","provider_message_id"),
	CONSTRAINT "enquiry_traveller_messages_channel_known" CHECK ("enquiry_traveller_messages"."channel" in ('email', 'whatsapp')),
	CONSTRAINT "enquiry_traveller_messages_body_length" CHECK (char_length("enquiry_traveller_messages"."body") between 1 and 20000)
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "reply_token" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_traveller_messages" ADD CONSTRAINT "enquiry_traveller_messages_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_traveller_messages_enquiry_idx" ON "enquiry_traveller_messages" USING btree ("enquiry_id","id");--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_reply_token_unique" UNIQUE("reply_token");