DROP INDEX "esc_files_jv_idx";--> statement-breakpoint
CREATE INDEX "esc_files_jv_close_idx" ON "esc_files" USING btree ("jv_id","calc_close_date","directing_client_id");--> statement-breakpoint
CREATE INDEX "esc_files_jv_idx" ON "esc_files" USING btree ("jv_id","open_date","directing_client_id");