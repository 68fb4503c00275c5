ALTER TABLE "checkouts" ALTER COLUMN "intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "client_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "amount_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "status" SET DEFAULT 'holding';--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "seat_released" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Attempts that ended before this column existed gave their seat back then (or at the hold's expiry).
UPDATE "checkouts" SET "seat_released" = true WHERE "status" IN ('failed', 'canceled', 'expired');--> statement-breakpoint
CREATE INDEX "checkouts_unreleased_idx" ON "checkouts" USING btree ("created_at") WHERE "checkouts"."seat_released" = false AND "checkouts"."status" IN ('failed', 'canceled', 'expired', 'abandoned');