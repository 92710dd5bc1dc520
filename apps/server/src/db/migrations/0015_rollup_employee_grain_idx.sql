DROP INDEX "revenue_rollups_eo_idx";--> statement-breakpoint
DROP INDEX "revenue_rollups_rep_idx";--> statement-breakpoint
DROP INDEX "revenue_rollups_jv_idx";--> statement-breakpoint
CREATE INDEX "revenue_rollups_eo_idx" ON "revenue_rollups" USING btree ("credited_eo_id","grain","day");--> statement-breakpoint
CREATE INDEX "revenue_rollups_rep_idx" ON "revenue_rollups" USING btree ("marketing_rep_id","grain","day");--> statement-breakpoint
CREATE INDEX "revenue_rollups_jv_idx" ON "revenue_rollups" USING btree ("jv_id","grain","day");