CREATE TABLE "class_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	CONSTRAINT "class_sessions_duration_known" CHECK ("class_sessions"."duration_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "class_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"changes" jsonb NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	CONSTRAINT "class_revisions_status_known" CHECK ("class_revisions"."status" in ('pending', 'approved', 'denied', 'replaced'))
);
--> statement-breakpoint
CREATE TABLE "class_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"student_name" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	CONSTRAINT "class_reviews_rating_known" CHECK ("class_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "learning_outcomes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "meeting_url" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_sessions" ADD CONSTRAINT "class_sessions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_revisions" ADD CONSTRAINT "class_revisions_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_reviews" ADD CONSTRAINT "class_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_sessions_class_starts_idx" ON "class_sessions" USING btree ("class_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_revisions_one_pending_per_class" ON "class_revisions" USING btree ("class_id") WHERE "class_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "class_revisions_class_idx" ON "class_revisions" USING btree ("class_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_reviews_one_per_student_class" ON "class_reviews" USING btree ("class_id","student_id");--> statement-breakpoint
CREATE INDEX "class_reviews_class_created_idx" ON "class_reviews" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "classes_created_at_idx" ON "classes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "classes_status_created_at_idx" ON "classes" USING btree ("status","created_at","id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_rating_count_non_negative" CHECK ("classes"."rating_count" >= 0);