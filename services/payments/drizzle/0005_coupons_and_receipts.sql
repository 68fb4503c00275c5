CREATE TABLE "coupon_redemptions" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"list_price_cents" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_discount" CHECK ("coupon_redemptions"."discount_cents" > 0 AND "coupon_redemptions"."discount_cents" <= "coupon_redemptions"."list_price_cents")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"class_id" uuid,
	"created_by" uuid NOT NULL,
	"created_by_role" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"min_price_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_one_discount" CHECK (("coupons"."percent_off" IS NULL) <> ("coupons"."amount_off_cents" IS NULL)
          AND ("coupons"."percent_off" IS NULL OR "coupons"."percent_off" BETWEEN 1 AND 100)
          AND ("coupons"."amount_off_cents" IS NULL OR "coupons"."amount_off_cents" > 0)),
	CONSTRAINT "coupons_max_redemptions_positive" CHECK ("coupons"."max_redemptions" IS NULL OR "coupons"."max_redemptions" > 0),
	CONSTRAINT "coupons_min_price_non_negative" CHECK ("coupons"."min_price_cents" >= 0),
	CONSTRAINT "coupons_code_upper_case" CHECK ("coupons"."code" = upper("coupons"."code"))
);
--> statement-breakpoint
CREATE TABLE "receipt_numbers" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "receipt_numbers_one_row" CHECK ("receipt_numbers"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "list_price_cents" integer GENERATED ALWAYS AS ("payments"."price_cents" + "payments"."discount_cents") STORED;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "test_provider_intents" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "test_provider_intents" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_once_per_student_idx" ON "coupon_redemptions" USING btree ("coupon_id","student_id") WHERE "coupon_redemptions"."state" IN ('reserved', 'redeemed');--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_active_code_idx" ON "coupons" USING btree ("code") WHERE "coupons"."active";--> statement-breakpoint
CREATE INDEX "coupons_class_idx" ON "coupons" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_unique" UNIQUE("receipt_number");