CREATE TABLE "seat_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_holds_status_known" CHECK ("seat_holds"."status" in ('held', 'released', 'converted'))
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD CONSTRAINT "seat_holds_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seat_holds_one_held_per_student_class" ON "seat_holds" USING btree ("class_id","student_id") WHERE "seat_holds"."status" = 'held';--> statement-breakpoint
CREATE INDEX "seat_holds_held_expires_at_idx" ON "seat_holds" USING btree ("expires_at") WHERE "seat_holds"."status" = 'held';