CREATE TABLE "seat_demand" (
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"refused_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_demand_class_id_student_id_pk" PRIMARY KEY("class_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "held_since" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "seat_holds" ADD COLUMN "release_reason" text;--> statement-breakpoint
ALTER TABLE "seat_demand" ADD CONSTRAINT "seat_demand_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_holds_student_idx" ON "seat_holds" USING btree ("student_id","class_id");