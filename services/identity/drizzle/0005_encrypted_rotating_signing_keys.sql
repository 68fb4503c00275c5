-- Signing keys are encrypted at rest (identity encrypts keys kept in clear on start) and rotate (decision 0023).
ALTER TABLE "signing_keys" ALTER COLUMN "private_jwk" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "private_jwe" text;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "activates_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "signing_keys" ADD COLUMN "published_until" timestamp with time zone;--> statement-breakpoint
-- An existing key has signed since it was made.
UPDATE "signing_keys" SET "activates_at" = "created_at";
