CREATE TABLE "user_roles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_listings" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"class_name" text NOT NULL,
	"class_image" text NOT NULL,
	"instructor_name" text NOT NULL,
	"instructor_email" text NOT NULL,
	"status" text NOT NULL,
	"available_seats" integer NOT NULL,
	"enrolled" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"selection_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"student_email" text NOT NULL,
	"student_name" text NOT NULL,
	"class_id" uuid NOT NULL,
	"intent_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_intent_id_unique" UNIQUE("intent_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transaction_id" text NOT NULL,
	"hold_id" uuid NOT NULL,
	"selection_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"student_email" text NOT NULL,
	"student_name" text NOT NULL,
	"class_id" uuid NOT NULL,
	"class_name" text NOT NULL,
	"class_image" text NOT NULL,
	"instructor_name" text NOT NULL,
	"instructor_email" text NOT NULL,
	"price_cents" integer NOT NULL,
	"enrolment_status" text DEFAULT 'pending' NOT NULL,
	"refund_id" text,
	"refund_reason" text,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "payments_hold_id_unique" UNIQUE("hold_id"),
	CONSTRAINT "payments_price_non_negative" CHECK ("payments"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stripe_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"last_error" text,
	"idempotency_key" text NOT NULL,
	"refund_id" text,
	"refund_status" text,
	"refund_idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_intents_client_secret_unique" UNIQUE("client_secret"),
	CONSTRAINT "test_provider_intents_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_provider_intents_refund_id_unique" UNIQUE("refund_id"),
	CONSTRAINT "test_provider_intents_amount_positive" CHECK ("test_provider_intents"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "selections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"student_id" uuid NOT NULL,
	"student_email" text NOT NULL,
	"student_name" text NOT NULL,
	"class_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selections_student_class_unique" UNIQUE("student_id","class_id")
);
--> statement-breakpoint
CREATE INDEX "checkouts_selection_idx" ON "checkouts" USING btree ("selection_id");--> statement-breakpoint
CREATE INDEX "checkouts_open_expiry_idx" ON "checkouts" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "payments_student_idx" ON "payments" USING btree ("student_id","paid_at");--> statement-breakpoint
CREATE INDEX "payments_instructor_idx" ON "payments" USING btree ("instructor_email","paid_at");--> statement-breakpoint
CREATE INDEX "payments_student_class_idx" ON "payments" USING btree ("student_id","class_id");--> statement-breakpoint
CREATE INDEX "selections_student_email_idx" ON "selections" USING btree ("student_email");