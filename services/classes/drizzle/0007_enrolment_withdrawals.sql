CREATE TABLE "enrolment_withdrawals" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"refund_id" uuid NOT NULL,
	"hold_id" uuid NOT NULL,
	"class_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"seat_released" boolean NOT NULL,
	"withdrawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_withdrawals_refund_id_unique" UNIQUE("refund_id")
);
