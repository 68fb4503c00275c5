ALTER TABLE "seat_holds" ADD COLUMN "price_cents" integer;--> statement-breakpoint
-- Holds taken before this migration: the class's price now, and `*` for an intent never attached, so the payments
-- already under way for them still become enrolments.
UPDATE "seat_holds" SET "price_cents" = "classes"."price_cents" FROM "classes" WHERE "classes"."id" = "seat_holds"."class_id";--> statement-breakpoint
ALTER TABLE "seat_holds" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "intent_id" text;--> statement-breakpoint
UPDATE "seat_holds" SET "intent_id" = '*';
