DROP INDEX "upload_mismatches_upload_idx";--> statement-breakpoint
CREATE INDEX "upload_mismatches_upload_row_idx" ON "upload_mismatches" USING btree ("upload_id","row_number","mismatch_id");--> statement-breakpoint
CREATE INDEX "upload_mismatches_upload_field_idx" ON "upload_mismatches" USING btree ("upload_id","field_name","mismatch_id");--> statement-breakpoint
CREATE INDEX "upload_mismatches_upload_value_idx" ON "upload_mismatches" USING btree ("upload_id",left("field_value", 100),"mismatch_id");--> statement-breakpoint
CREATE INDEX "upload_mismatches_upload_problem_idx" ON "upload_mismatches" USING btree ("upload_id",left("problem", 100),"mismatch_id");