CREATE TABLE "revenue_rollups" (
	"grain" text NOT NULL,
	"day" date NOT NULL,
	"state" char(2) NOT NULL,
	"jv_id" integer,
	"transaction_type" text NOT NULL,
	"branch_id" integer,
	"credited_eo_id" integer,
	"marketing_rep_id" integer,
	"opens" integer DEFAULT 0 NOT NULL,
	"closes" integer DEFAULT 0 NOT NULL,
	"cancels" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"escrow_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"title_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"magnus_title_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"partner_title_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"company_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"partner_total_revenue" numeric(16, 2) DEFAULT '0' NOT NULL,
	"misc_fees" numeric(16, 2) DEFAULT '0' NOT NULL,
	"premiums" numeric(16, 2) DEFAULT '0' NOT NULL,
	"underwriter_amt" numeric(16, 2) DEFAULT '0' NOT NULL,
	"underwriter_magnus_amt" numeric(16, 2) DEFAULT '0' NOT NULL,
	"underwriter_partner_amt" numeric(16, 2) DEFAULT '0' NOT NULL,
	"escrow_revenue_after_uw" numeric(16, 2) DEFAULT '0' NOT NULL,
	"title_revenue_after_uw" numeric(16, 2) DEFAULT '0' NOT NULL,
	"magnus_title_revenue_after_uw" numeric(16, 2) DEFAULT '0' NOT NULL,
	"partner_title_revenue_after_uw" numeric(16, 2) DEFAULT '0' NOT NULL,
	"total_revenue_after_uw" numeric(16, 2) DEFAULT '0' NOT NULL,
	"company_revenue_after_uw" numeric(16, 2) DEFAULT '0' NOT NULL,
	"rep_esc_rev" numeric(16, 2) DEFAULT '0' NOT NULL,
	"rep_title_rev" numeric(16, 2) DEFAULT '0' NOT NULL,
	"rep_underwriter_amt" numeric(16, 2) DEFAULT '0' NOT NULL,
	"rep_commable_rev" numeric(16, 2) DEFAULT '0' NOT NULL,
	"eo_esc_rev" numeric(16, 2) DEFAULT '0' NOT NULL,
	"eo_title_rev" numeric(16, 2) DEFAULT '0' NOT NULL,
	"eo_underwriter_amt" numeric(16, 2) DEFAULT '0' NOT NULL,
	"eo_commable_rev" numeric(16, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "revenue_rollups_key_uq" UNIQUE NULLS NOT DISTINCT("grain","state","day","branch_id","credited_eo_id","marketing_rep_id","jv_id","transaction_type")
);
--> statement-breakpoint
CREATE INDEX "revenue_rollups_empty_idx" ON "revenue_rollups" USING btree ("day") WHERE opens = 0 and closes = 0 and cancels = 0 and entries = 0;--> statement-breakpoint
CREATE INDEX "revenue_rollups_eo_idx" ON "revenue_rollups" USING btree ("credited_eo_id","day");--> statement-breakpoint
CREATE INDEX "revenue_rollups_rep_idx" ON "revenue_rollups" USING btree ("marketing_rep_id","day");--> statement-breakpoint
CREATE INDEX "revenue_rollups_jv_idx" ON "revenue_rollups" USING btree ("jv_id","day");--> statement-breakpoint
-- The rollups of the files already stored (the text of db/rollups.ts rebuildStatement()).
insert into revenue_rollups (grain, day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, opens, closes, cancels, entries, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, total_revenue, company_revenue, partner_total_revenue, misc_fees, premiums, underwriter_amt, underwriter_magnus_amt, underwriter_partner_amt, escrow_revenue_after_uw, title_revenue_after_uw, magnus_title_revenue_after_uw, partner_title_revenue_after_uw, total_revenue_after_uw, company_revenue_after_uw, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev)
select grain, day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, opens, closes, cancels, entries, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, total_revenue, company_revenue, partner_total_revenue, misc_fees, premiums, underwriter_amt, underwriter_magnus_amt, underwriter_partner_amt, escrow_revenue_after_uw, title_revenue_after_uw, magnus_title_revenue_after_uw, partner_title_revenue_after_uw, total_revenue_after_uw, company_revenue_after_uw, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev from (
with f as (
select f.file_id, f.state, f.jv_id, f.transaction_type, f.branch_id,
coalesce(eo.link_to_emp_id, f.escrow_officer_id) as credited_eo_id, f.marketing_rep_id,
f.open_date, f.calc_close_date, f.cancel_date
from esc_files f
left join employees eo on eo.employee_id = f.escrow_officer_id
where true
),
c as (
select open_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
1 as opens, 0 as closes, 0 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
from f
union all
select calc_close_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
0 as opens, 1 as closes, 0 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
from f where calc_close_date is not null
union all
select cancel_date as day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id,
0 as opens, 0 as closes, 1 as cancels, 0 as entries, 0 as escrow_revenue, 0 as title_revenue, 0 as magnus_title_revenue, 0 as partner_title_revenue, 0 as total_revenue, 0 as company_revenue, 0 as partner_total_revenue, 0 as misc_fees, 0 as premiums, 0 as underwriter_amt, 0 as underwriter_magnus_amt, 0 as underwriter_partner_amt, 0 as escrow_revenue_after_uw, 0 as title_revenue_after_uw, 0 as magnus_title_revenue_after_uw, 0 as partner_title_revenue_after_uw, 0 as total_revenue_after_uw, 0 as company_revenue_after_uw, 0 as rep_esc_rev, 0 as rep_title_rev, 0 as rep_underwriter_amt, 0 as rep_commable_rev, 0 as eo_esc_rev, 0 as eo_title_rev, 0 as eo_underwriter_amt, 0 as eo_commable_rev
from f where cancel_date is not null
union all
select l.ledger_date, l.state, l.jv_id, l.transaction_type, l.branch_id, l.credited_eo_id,
l.marketing_rep_id, 0 as opens, 0 as closes, 0 as cancels, 1 as entries, l.escrow_revenue, l.title_revenue, l.magnus_title_revenue, l.partner_title_revenue, l.total_revenue, l.company_revenue, l.partner_total_revenue, l.misc_fees, l.premiums, l.underwriter_amt, l.underwriter_magnus_amt, l.underwriter_partner_amt, l.escrow_revenue_after_uw, l.title_revenue_after_uw, l.magnus_title_revenue_after_uw, l.partner_title_revenue_after_uw, l.total_revenue_after_uw, l.company_revenue_after_uw, l.rep_esc_rev, l.rep_title_rev, l.rep_underwriter_amt, l.rep_commable_rev, l.eo_esc_rev, l.eo_title_rev, l.eo_underwriter_amt, l.eo_commable_rev
from revenue_ledger l
where l.ledger_date is not null and true
)
select case when grouping(credited_eo_id) = 0 then 'eo'
when grouping(marketing_rep_id) = 0 then 'rep' else 'branch' end as grain,
day, state, jv_id, transaction_type, branch_id, credited_eo_id, marketing_rep_id, sum(opens) as opens, sum(closes) as closes, sum(cancels) as cancels, sum(entries) as entries, sum(escrow_revenue) as escrow_revenue, sum(title_revenue) as title_revenue, sum(magnus_title_revenue) as magnus_title_revenue, sum(partner_title_revenue) as partner_title_revenue, sum(total_revenue) as total_revenue, sum(company_revenue) as company_revenue, sum(partner_total_revenue) as partner_total_revenue, sum(misc_fees) as misc_fees, sum(premiums) as premiums, sum(underwriter_amt) as underwriter_amt, sum(underwriter_magnus_amt) as underwriter_magnus_amt, sum(underwriter_partner_amt) as underwriter_partner_amt, sum(escrow_revenue_after_uw) as escrow_revenue_after_uw, sum(title_revenue_after_uw) as title_revenue_after_uw, sum(magnus_title_revenue_after_uw) as magnus_title_revenue_after_uw, sum(partner_title_revenue_after_uw) as partner_title_revenue_after_uw, sum(total_revenue_after_uw) as total_revenue_after_uw, sum(company_revenue_after_uw) as company_revenue_after_uw, sum(rep_esc_rev) as rep_esc_rev, sum(rep_title_rev) as rep_title_rev, sum(rep_underwriter_amt) as rep_underwriter_amt, sum(rep_commable_rev) as rep_commable_rev, sum(eo_esc_rev) as eo_esc_rev, sum(eo_title_rev) as eo_title_rev, sum(eo_underwriter_amt) as eo_underwriter_amt, sum(eo_commable_rev) as eo_commable_rev
from c
group by grouping sets (
(day, state, jv_id, transaction_type, branch_id),
(day, state, jv_id, transaction_type, credited_eo_id),
(day, state, jv_id, transaction_type, marketing_rep_id, branch_id)
)) d;
