CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"initiated_by" text NOT NULL,
	"initiated_by_user_id" uuid,
	"reason" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"provider_refund_id" text,
	"failure_reason" text,
	"resolution_note" text,
	"resolved_by_user_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seat_released_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_amount_non_negative" CHECK ("refunds"."amount_cents" >= 0),
	CONSTRAINT "refunds_state_known" CHECK ("refunds"."state" in ('requested', 'seat-released', 'succeeded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "test_provider_intents" ADD COLUMN "refund_fails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_open_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."state" in ('requested', 'seat-released');--> statement-breakpoint
CREATE INDEX "refunds_tasks_idx" ON "refunds" USING btree ("settled_at") WHERE "refunds"."state" = 'failed' and "refunds"."resolved_at" is null;