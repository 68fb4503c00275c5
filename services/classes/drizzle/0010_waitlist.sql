CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"hold_id" uuid,
	CONSTRAINT "waitlist_entries_status_known" CHECK ("waitlist_entries"."status" in ('waiting', 'offered', 'claimed', 'expired', 'left', 'enrolled'))
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_one_active_per_student_class" ON "waitlist_entries" USING btree ("class_id","student_id") WHERE "waitlist_entries"."status" in ('waiting', 'offered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_waiting_line_idx" ON "waitlist_entries" USING btree ("class_id","joined_at","id") WHERE "waitlist_entries"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expires_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'offered';--> statement-breakpoint
CREATE INDEX "waitlist_entries_student_idx" ON "waitlist_entries" USING btree ("student_id");