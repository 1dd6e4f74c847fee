ALTER TABLE "consultations" ADD COLUMN "offered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "answered_at" timestamp with time zone;