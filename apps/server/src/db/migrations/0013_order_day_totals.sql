CREATE TABLE "order_day_totals" (
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"state" char(2) NOT NULL,
	"branch_id" integer,
	"files" integer DEFAULT 0 NOT NULL,
	"sales_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"loan_amt" numeric(18, 2) DEFAULT '0' NOT NULL,
	"escrow_revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"title_revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"magnus_title_revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"partner_title_revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"misc_fees" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_revenue" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rep_esc_rev" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rep_title_rev" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rep_underwriter_amt" numeric(18, 2) DEFAULT '0' NOT NULL,
	"rep_commable_rev" numeric(18, 2) DEFAULT '0' NOT NULL,
	"eo_esc_rev" numeric(18, 2) DEFAULT '0' NOT NULL,
	"eo_title_rev" numeric(18, 2) DEFAULT '0' NOT NULL,
	"eo_underwriter_amt" numeric(18, 2) DEFAULT '0' NOT NULL,
	"eo_commable_rev" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "order_day_totals_key_uq" UNIQUE NULLS NOT DISTINCT("kind","state","day","branch_id")
);
--> statement-breakpoint
CREATE INDEX "order_day_totals_empty_idx" ON "order_day_totals" USING btree ("day") WHERE files = 0;--> statement-breakpoint
-- The order lists' day totals of the files already stored (the text of db/rollups.ts
-- orderDayTotalsRebuildStatement()).
insert into order_day_totals (kind, day, state, branch_id, files, sales_price, loan_amt, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, misc_fees, total_revenue, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev)
select kind, day, state, branch_id, files, sales_price, loan_amt, escrow_revenue, title_revenue, magnus_title_revenue, partner_title_revenue, misc_fees, total_revenue, rep_esc_rev, rep_title_rev, rep_underwriter_amt, rep_commable_rev, eo_esc_rev, eo_title_rev, eo_underwriter_amt, eo_commable_rev from (
select k.kind, k.day, f.state, f.branch_id, (count(*) filter (where l.source = 'file'))::int as files, coalesce(sum(f.sales_price) filter (where l.source = 'file'), 0) as sales_price, coalesce(sum(f.loan_amt) filter (where l.source = 'file'), 0) as loan_amt, coalesce(sum(l.escrow_revenue), 0) as escrow_revenue, coalesce(sum(l.title_revenue), 0) as title_revenue, coalesce(sum(l.magnus_title_revenue), 0) as magnus_title_revenue, coalesce(sum(l.partner_title_revenue), 0) as partner_title_revenue, coalesce(sum(l.misc_fees), 0) as misc_fees, coalesce(sum(l.total_revenue), 0) as total_revenue, coalesce(sum(l.rep_esc_rev), 0) as rep_esc_rev, coalesce(sum(l.rep_title_rev), 0) as rep_title_rev, coalesce(sum(l.rep_underwriter_amt), 0) as rep_underwriter_amt, coalesce(sum(l.rep_commable_rev), 0) as rep_commable_rev, coalesce(sum(l.eo_esc_rev), 0) as eo_esc_rev, coalesce(sum(l.eo_title_rev), 0) as eo_title_rev, coalesce(sum(l.eo_underwriter_amt), 0) as eo_underwriter_amt, coalesce(sum(l.eo_commable_rev), 0) as eo_commable_rev
from revenue_ledger l
join esc_files f on f.file_id = l.file_id
cross join lateral (values ('open'::text, f.open_date), ('closed'::text, f.calc_close_date)) k(kind, day)
where k.day is not null and true
group by k.kind, k.day, f.state, f.branch_id) d;
