CREATE TABLE "comm_base_overrides" (
	"employee_id" integer NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"base" numeric(14, 2),
	"base_desc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comm_base_overrides_employee_id_period_start_period_end_pk" PRIMARY KEY("employee_id","period_start","period_end")
);
--> statement-breakpoint
CREATE TABLE "comm_payments" (
	"payment_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"from_employee_id" integer NOT NULL,
	"to_employee_id" integer NOT NULL,
	"period_begin" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comm_payments_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "commission_snapshots" (
	"pf_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "commission_snapshots_pf_id_employee_id_pk" PRIMARY KEY("pf_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "employee_profit" (
	"employee_id" integer NOT NULL,
	"month_end_date" date NOT NULL,
	"is_profitable" boolean DEFAULT false NOT NULL,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_profit_employee_id_month_end_date_pk" PRIMARY KEY("employee_id","month_end_date")
);
--> statement-breakpoint
CREATE TABLE "finalized_periods" (
	"pf_id" serial PRIMARY KEY NOT NULL,
	"pf_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"frequency" text NOT NULL,
	"scope" text DEFAULT 'GLOBAL' NOT NULL,
	"state" text DEFAULT 'AZ' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"finalized_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finalized_by" integer,
	CONSTRAINT "finalized_periods_pf_uuid_unique" UNIQUE("pf_uuid")
);
--> statement-breakpoint
CREATE TABLE "monthly_charges" (
	"charge_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"employee_id" integer NOT NULL,
	"month_end_date" date NOT NULL,
	"loss_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_against_rev" numeric(14, 2) DEFAULT '0' NOT NULL,
	"other_against_commission" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "monthly_charges_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "client_group_members" (
	"client_group_member_id" serial PRIMARY KEY NOT NULL,
	"client_group_id" integer NOT NULL,
	"member_name" text NOT NULL,
	"normalized_member_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_groups" (
	"client_group_id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"client_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"company_name" text,
	"first_name" text,
	"last_name" text,
	"individual_name" text,
	"contact_name" text,
	"email" text,
	"phone" text,
	"marketing_rep_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "esc_files" (
	"file_id" serial PRIMARY KEY NOT NULL,
	"file_uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"order_number" text NOT NULL,
	"state" char(2) NOT NULL,
	"transaction_type" text NOT NULL,
	"order_status" text NOT NULL,
	"open_date" date NOT NULL,
	"close_date" date,
	"cancel_date" date,
	"disb_date" date,
	"posted_settlement_date" date,
	"posted_title_date" date,
	"posted_settlement_date_imp" text,
	"posted_title_date_imp" text,
	"override_close_date" date,
	"calc_close_date" date GENERATED ALWAYS AS (coalesce(override_close_date, disb_date, least(posted_settlement_date, posted_title_date))) STORED,
	"sales_price" numeric(14, 2),
	"loan_amt" numeric(14, 2),
	"branch_id" integer,
	"escrow_officer_id" integer,
	"marketing_rep_id" integer,
	"jv_id" integer,
	"directing_client_id" integer,
	"buyer" text,
	"seller" text,
	"listing_agency" text,
	"listing_agent_name" text,
	"listing_agent_email" text,
	"listing_agent_phone" text,
	"selling_agency" text,
	"selling_agent_name" text,
	"selling_agent_email" text,
	"selling_agent_phone" text,
	"lender_name" text,
	"src_bus" text,
	"property_address" text,
	"property_city" text,
	"property_state" char(2),
	"property_zip" text,
	"county" text,
	"legal_desc" text,
	"title_type" text,
	"ready_for_title_date" date,
	"commit_complete_date" date,
	"title_comm_override" boolean DEFAULT false NOT NULL,
	"title_processing" numeric(14, 2) DEFAULT '0' NOT NULL,
	"settlement_fee" numeric(14, 2) DEFAULT '0' NOT NULL,
	"owners_policy" numeric(14, 2) DEFAULT '0' NOT NULL,
	"lenders_policy" numeric(14, 2) DEFAULT '0' NOT NULL,
	"endorsements" numeric(14, 2) DEFAULT '0' NOT NULL,
	"misc_fees" numeric(14, 2) DEFAULT '0' NOT NULL,
	"last_upload_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esc_files_file_uuid_unique" UNIQUE("file_uuid")
);
--> statement-breakpoint
CREATE TABLE "file_adjustments" (
	"adj_id" serial PRIMARY KEY NOT NULL,
	"esc_file_id" integer NOT NULL,
	"posting_date" date NOT NULL,
	"event_date" date,
	"magnus_escrow" numeric(14, 2),
	"magnus_title" numeric(14, 2),
	"partner_title" numeric(14, 2),
	"title_processsing" numeric(14, 2),
	"bundled_escrow" numeric(14, 2),
	"endorsements" numeric(14, 2),
	"reason" text,
	"note" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "title_file_additions" (
	"added_file_uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title_officer_id" integer NOT NULL,
	"order_number" text NOT NULL,
	"file_id" integer,
	"search_start_dt" date NOT NULL,
	"commit_ready_dt" date NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"branch_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text,
	"name" text NOT NULL,
	"alias" text,
	"add1" text,
	"add2" text,
	"city" text,
	"state" char(2) DEFAULT 'AZ' NOT NULL,
	"zip" text,
	"phone_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"escrow_employee_count_override" integer,
	"cost_center_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "calendar_days" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"day_date" date NOT NULL,
	"state" char(2) NOT NULL,
	"is_business_day" boolean DEFAULT false NOT NULL,
	"holiday_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_centers" (
	"cost_center_id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"accounting_code" text,
	"description" text NOT NULL,
	"state" char(2) NOT NULL,
	"output_order" integer DEFAULT 999,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_list" (
	"fraud_list_id" serial PRIMARY KEY NOT NULL,
	"fraud_payee_name" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jv_entities" (
	"jv_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"alias" text,
	"logo" text,
	"jv_website" text,
	"jv_license_num" text,
	"phone_number" text,
	"add1" text,
	"add2" text,
	"city" text,
	"st" char(2),
	"zip" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"info_subdomain" text,
	"title_officer" integer,
	"title_email" text,
	"primary_color" text DEFAULT '#000000' NOT NULL,
	"secondary_color" text DEFAULT '#000000' NOT NULL,
	"about_info" text,
	"fax" text,
	"magnus_title_pct" numeric(9, 6),
	"sort_order" integer DEFAULT 20 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jv_entities_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "report_options" (
	"state" char(2) PRIMARY KEY NOT NULL,
	"reports_send_to" jsonb,
	"projected_openings" integer,
	"projected_revenue" text,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comm_guarantees" (
	"comm_guarantee_id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"period_beg_dt" date NOT NULL,
	"period_end_dt" date NOT NULL,
	"guarantee_amount" numeric(14, 2) NOT NULL,
	"override_if_comm_greater" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_jv_links" (
	"link_id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"jv_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_share_with" (
	"employee_id" integer NOT NULL,
	"partner_employee_id" integer NOT NULL,
	"is_optional" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employee_share_with_employee_id_partner_employee_id_pk" PRIMARY KEY("employee_id","partner_employee_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"employee_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"alt_email" text,
	"title" text,
	"start_date" date,
	"termination_date" date,
	"is_active" boolean DEFAULT true NOT NULL,
	"payroll_id" text,
	"cell_phone" text,
	"office_phone" text,
	"def_branch" integer,
	"photo_link" text,
	"state" char(2) DEFAULT 'AZ' NOT NULL,
	"base" numeric(14, 2),
	"base_desc" text,
	"srch_str1" text,
	"srch_str2" text,
	"srch_str3" text,
	"link_to_emp_id" integer,
	"emp_type" text,
	"mtd_opens" integer,
	"mtd_close" integer,
	"mtd_rev" numeric(14, 2),
	"rep_gets_full_jv_title" boolean DEFAULT false NOT NULL,
	"comm_pct" numeric(9, 6),
	"uw_split_pct" numeric(9, 6) DEFAULT '0.12',
	"per_file_comm_amt" numeric(14, 2),
	"both_rep_and_eo" boolean DEFAULT false NOT NULL,
	"rep_combo_comm_pct" numeric(9, 6) DEFAULT '0.05',
	"rep_combo_base" numeric(14, 2),
	"commission_only" boolean DEFAULT false NOT NULL,
	"demo_rep" boolean DEFAULT false NOT NULL,
	"floater_eo" boolean DEFAULT false NOT NULL,
	"accounting_comments" text,
	"def_cost_pct" numeric(9, 6) DEFAULT '1',
	"cost_center_id" integer,
	"title_base_files" integer,
	"title_per_file_com" numeric(14, 2),
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"cell_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"roles" text DEFAULT '' NOT NULL,
	"state" char(2),
	"employee_id" integer,
	"view_employee_id" integer,
	"token_version" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"user_email" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "upload_jobs" (
	"upload_id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"upload_type" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"stored_path" text,
	"size_bytes" integer,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"rows_inserted" integer DEFAULT 0 NOT NULL,
	"rows_updated" integer DEFAULT 0 NOT NULL,
	"rows_unchanged" integer DEFAULT 0 NOT NULL,
	"rows_mismatched" integer DEFAULT 0 NOT NULL,
	"error_detail" text
);
--> statement-breakpoint
CREATE TABLE "upload_mismatches" (
	"mismatch_id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"row_number" integer NOT NULL,
	"field_name" text NOT NULL,
	"field_value" text,
	"resolved" boolean DEFAULT false NOT NULL,
	"row_data" jsonb
);
--> statement-breakpoint
ALTER TABLE "comm_base_overrides" ADD CONSTRAINT "comm_base_overrides_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comm_payments" ADD CONSTRAINT "comm_payments_from_employee_id_employees_employee_id_fk" FOREIGN KEY ("from_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comm_payments" ADD CONSTRAINT "comm_payments_to_employee_id_employees_employee_id_fk" FOREIGN KEY ("to_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comm_payments" ADD CONSTRAINT "comm_payments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_snapshots" ADD CONSTRAINT "commission_snapshots_pf_id_finalized_periods_pf_id_fk" FOREIGN KEY ("pf_id") REFERENCES "public"."finalized_periods"("pf_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_snapshots" ADD CONSTRAINT "commission_snapshots_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_profit" ADD CONSTRAINT "employee_profit_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finalized_periods" ADD CONSTRAINT "finalized_periods_finalized_by_users_user_id_fk" FOREIGN KEY ("finalized_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_charges" ADD CONSTRAINT "monthly_charges_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_group_members" ADD CONSTRAINT "client_group_members_client_group_id_client_groups_client_group_id_fk" FOREIGN KEY ("client_group_id") REFERENCES "public"."client_groups"("client_group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_marketing_rep_id_employees_employee_id_fk" FOREIGN KEY ("marketing_rep_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esc_files" ADD CONSTRAINT "esc_files_branch_id_branches_branch_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("branch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esc_files" ADD CONSTRAINT "esc_files_escrow_officer_id_employees_employee_id_fk" FOREIGN KEY ("escrow_officer_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esc_files" ADD CONSTRAINT "esc_files_marketing_rep_id_employees_employee_id_fk" FOREIGN KEY ("marketing_rep_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esc_files" ADD CONSTRAINT "esc_files_jv_id_jv_entities_jv_id_fk" FOREIGN KEY ("jv_id") REFERENCES "public"."jv_entities"("jv_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "esc_files" ADD CONSTRAINT "esc_files_directing_client_id_clients_client_id_fk" FOREIGN KEY ("directing_client_id") REFERENCES "public"."clients"("client_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_adjustments" ADD CONSTRAINT "file_adjustments_esc_file_id_esc_files_file_id_fk" FOREIGN KEY ("esc_file_id") REFERENCES "public"."esc_files"("file_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_adjustments" ADD CONSTRAINT "file_adjustments_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_file_additions" ADD CONSTRAINT "title_file_additions_title_officer_id_employees_employee_id_fk" FOREIGN KEY ("title_officer_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_file_additions" ADD CONSTRAINT "title_file_additions_file_id_esc_files_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."esc_files"("file_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "title_file_additions" ADD CONSTRAINT "title_file_additions_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_cost_center_id_cost_centers_cost_center_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("cost_center_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jv_entities" ADD CONSTRAINT "jv_entities_title_officer_employees_employee_id_fk" FOREIGN KEY ("title_officer") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comm_guarantees" ADD CONSTRAINT "comm_guarantees_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_jv_links" ADD CONSTRAINT "employee_jv_links_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_jv_links" ADD CONSTRAINT "employee_jv_links_jv_id_jv_entities_jv_id_fk" FOREIGN KEY ("jv_id") REFERENCES "public"."jv_entities"("jv_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_share_with" ADD CONSTRAINT "employee_share_with_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_share_with" ADD CONSTRAINT "employee_share_with_partner_employee_id_employees_employee_id_fk" FOREIGN KEY ("partner_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_def_branch_branches_branch_id_fk" FOREIGN KEY ("def_branch") REFERENCES "public"."branches"("branch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_link_to_emp_id_employees_employee_id_fk" FOREIGN KEY ("link_to_emp_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_cost_center_id_cost_centers_cost_center_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("cost_center_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_employee_id_employees_employee_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_view_employee_id_employees_employee_id_fk" FOREIGN KEY ("view_employee_id") REFERENCES "public"."employees"("employee_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_jobs" ADD CONSTRAINT "upload_jobs_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_mismatches" ADD CONSTRAINT "upload_mismatches_upload_id_upload_jobs_upload_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."upload_jobs"("upload_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comm_payments_period_idx" ON "comm_payments" USING btree ("period_begin","period_end","from_employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "finalized_periods_uq" ON "finalized_periods" USING btree ("period_start","period_end","scope");--> statement-breakpoint
CREATE INDEX "monthly_charges_month_idx" ON "monthly_charges" USING btree ("month_end_date","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_group_members_uq" ON "client_group_members" USING btree ("client_group_id","normalized_member_name");--> statement-breakpoint
CREATE INDEX "clients_company_idx" ON "clients" USING btree ("company_name");--> statement-breakpoint
CREATE UNIQUE INDEX "esc_files_order_number_uq" ON "esc_files" USING btree ("order_number");--> statement-breakpoint
CREATE INDEX "esc_files_state_open_idx" ON "esc_files" USING btree ("state","open_date");--> statement-breakpoint
CREATE INDEX "esc_files_state_close_idx" ON "esc_files" USING btree ("state","calc_close_date");--> statement-breakpoint
CREATE INDEX "esc_files_cancel_idx" ON "esc_files" USING btree ("state","cancel_date");--> statement-breakpoint
CREATE INDEX "esc_files_branch_idx" ON "esc_files" USING btree ("branch_id","open_date");--> statement-breakpoint
CREATE INDEX "esc_files_eo_idx" ON "esc_files" USING btree ("escrow_officer_id","calc_close_date");--> statement-breakpoint
CREATE INDEX "esc_files_rep_idx" ON "esc_files" USING btree ("marketing_rep_id","calc_close_date");--> statement-breakpoint
CREATE INDEX "esc_files_jv_idx" ON "esc_files" USING btree ("jv_id","open_date");--> statement-breakpoint
CREATE INDEX "esc_files_client_idx" ON "esc_files" USING btree ("directing_client_id");--> statement-breakpoint
CREATE INDEX "esc_files_ready_idx" ON "esc_files" USING btree ("jv_id","ready_for_title_date");--> statement-breakpoint
CREATE INDEX "file_adjustments_file_idx" ON "file_adjustments" USING btree ("esc_file_id");--> statement-breakpoint
CREATE INDEX "file_adjustments_posting_idx" ON "file_adjustments" USING btree ("posting_date");--> statement-breakpoint
CREATE INDEX "branches_state_idx" ON "branches" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_days_state_date_uq" ON "calendar_days" USING btree ("state","day_date");--> statement-breakpoint
CREATE INDEX "jv_entities_st_idx" ON "jv_entities" USING btree ("st");--> statement-breakpoint
CREATE INDEX "comm_guarantees_employee_idx" ON "comm_guarantees" USING btree ("employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_jv_links_uq" ON "employee_jv_links" USING btree ("employee_id","jv_id");--> statement-breakpoint
CREATE INDEX "employees_emp_type_idx" ON "employees" USING btree ("emp_type");--> statement-breakpoint
CREATE INDEX "employees_state_idx" ON "employees" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_payroll_id_uq" ON "employees" USING btree ("payroll_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_uq" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","run_after");--> statement-breakpoint
CREATE INDEX "upload_jobs_create_idx" ON "upload_jobs" USING btree ("create_dt");--> statement-breakpoint
CREATE INDEX "upload_mismatches_upload_idx" ON "upload_mismatches" USING btree ("upload_id");