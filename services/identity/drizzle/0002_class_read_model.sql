CREATE TABLE "class_enrolments" (
	"class_id" uuid PRIMARY KEY NOT NULL,
	"instructor_email" text NOT NULL,
	"status" text NOT NULL,
	"enrolled" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_enrolments_enrolled_non_negative" CHECK ("class_enrolments"."enrolled" >= 0)
);
--> statement-breakpoint
CREATE INDEX "class_enrolments_instructor_status_idx" ON "class_enrolments" USING btree ("instructor_email","status");