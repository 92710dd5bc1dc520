ALTER TABLE "outbox" ADD COLUMN "unique_key" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_unique_key" UNIQUE("unique_key");