CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
	"published_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "processed_events" (
	"consumer" text NOT NULL,
	"event_id" uuid NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "processed_events_consumer_event_id_pk" PRIMARY KEY("consumer","event_id")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_name" text NOT NULL,
	"class_image" text NOT NULL,
	"instructor_name" text NOT NULL,
	"instructor_email" text NOT NULL,
	"available_seats" integer NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"feedback" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "classes_available_seats_non_negative" CHECK ("classes"."available_seats" >= 0),
	CONSTRAINT "classes_enrolled_non_negative" CHECK ("classes"."enrolled" >= 0),
	CONSTRAINT "classes_price_non_negative" CHECK ("classes"."price_cents" >= 0),
	CONSTRAINT "classes_status_known" CHECK ("classes"."status" in ('pending', 'approved', 'denied'))
);
--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("created_at") WHERE published_at is null;--> statement-breakpoint
CREATE INDEX "classes_status_enrolled_idx" ON "classes" USING btree ("status","enrolled");--> statement-breakpoint
CREATE INDEX "classes_instructor_email_idx" ON "classes" USING btree ("instructor_email");