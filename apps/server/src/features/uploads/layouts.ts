import { headerKey } from './rows/cells.ts';

export type UploadType = 'employees' | 'esc_files';

export type ColumnKind =
  | 'text'
  | 'date'
  | 'money'
  | 'email'
  | 'yes-no'
  | 'state'
  | 'transaction-type'
  | 'order-status'
  | 'emp-type'
  | 'person'
  | 'branch'
  | 'jv'
  | 'client';

export type Column = {
  /** The header as the template writes it, and the name mismatches report. */
  name: string;
  kind: ColumnKind;
  required?: boolean;
  /** Other headers accepted for it. */
  aliases?: readonly string[];
  note: string;
  example: string;
};

/** Escrow files from the order system; matched on order_number. */
const ESC_FILE_COLUMNS: readonly Column[] = [
  {
    name: 'order_number',
    kind: 'text',
    required: true,
    aliases: ['order #', 'order'],
    note: 'The order number; the key of the file',
    example: '101-26-004512',
  },
  { name: 'state', kind: 'state', required: true, note: 'AZ or NV', example: 'AZ' },
  {
    name: 'transaction_type',
    kind: 'transaction-type',
    required: true,
    note: 'PURCHASE or REFI',
    example: 'PURCHASE',
  },
  {
    name: 'order_status',
    kind: 'order-status',
    required: true,
    note: 'OPEN, CLOSED or CANCELLED',
    example: 'CLOSED',
  },
  {
    name: 'open_date',
    kind: 'date',
    required: true,
    note: 'YYYY-MM-DD or MM/DD/YYYY',
    example: '2026-10-01',
  },
  { name: 'close_date', kind: 'date', note: 'Date', example: '2026-10-28' },
  { name: 'cancel_date', kind: 'date', note: 'Date, for a cancelled file', example: '' },
  { name: 'disb_date', kind: 'date', note: 'Disbursement date', example: '2026-10-28' },
  { name: 'posted_settlement_date', kind: 'date', note: 'Date', example: '2026-10-28' },
  { name: 'posted_title_date', kind: 'date', note: 'Date', example: '2026-10-28' },
  { name: 'sales_price', kind: 'money', note: 'Amount', example: '525000.00' },
  { name: 'loan_amt', kind: 'money', note: 'Amount', example: '420000.00' },
  {
    name: 'branch',
    kind: 'branch',
    required: true,
    note: 'Settling branch: its code or its name',
    example: '101',
  },
  {
    name: 'escrow_officer',
    kind: 'person',
    note: 'First and last name, or one of the employee’s alternate matchers',
    example: 'Dana Reyes',
  },
  {
    name: 'marketing_rep',
    kind: 'person',
    note: 'First and last name, or one of the employee’s alternate matchers',
    example: 'Sam Ortiz',
  },
  { name: 'jv', kind: 'jv', note: 'JV partner: its name or alias; empty when none', example: '' },
  {
    name: 'directing_client',
    kind: 'client',
    note: 'Company or person; a new name adds a client',
    example: 'Desert Sun Realty',
  },
  { name: 'buyer', kind: 'text', note: 'Text', example: 'Jordan Miles' },
  { name: 'seller', kind: 'text', note: 'Text', example: 'Pat Kim' },
  { name: 'listing_agency', kind: 'text', note: 'Text', example: 'Desert Sun Realty' },
  { name: 'listing_agent_name', kind: 'text', note: 'Text', example: 'Lee Park' },
  { name: 'listing_agent_email', kind: 'email', note: 'E-mail', example: 'lee@desertsun.example' },
  { name: 'listing_agent_phone', kind: 'text', note: 'Text', example: '480-555-0100' },
  { name: 'selling_agency', kind: 'text', note: 'Text', example: '' },
  { name: 'selling_agent_name', kind: 'text', note: 'Text', example: '' },
  { name: 'selling_agent_email', kind: 'email', note: 'E-mail', example: '' },
  { name: 'selling_agent_phone', kind: 'text', note: 'Text', example: '' },
  { name: 'lender_name', kind: 'text', note: 'Text', example: 'Copper State Bank' },
  { name: 'src_bus', kind: 'text', note: 'Source of business', example: 'Referral' },
  { name: 'property_address', kind: 'text', note: 'Text', example: '1200 E Camelback Rd' },
  { name: 'property_city', kind: 'text', note: 'Text', example: 'Phoenix' },
  { name: 'property_state', kind: 'state', note: 'AZ or NV', example: 'AZ' },
  { name: 'property_zip', kind: 'text', note: 'Text', example: '85014' },
  { name: 'county', kind: 'text', note: 'Text', example: 'Maricopa' },
  { name: 'legal_desc', kind: 'text', note: 'Text', example: 'Lot 12, Camelback Estates' },
  { name: 'title_type', kind: 'text', note: 'Text', example: 'Owner' },
  { name: 'ready_for_title_date', kind: 'date', note: 'Title search start', example: '2026-10-02' },
  { name: 'commit_complete_date', kind: 'date', note: 'Commitment complete', example: '2026-10-05' },
  { name: 'title_processing', kind: 'money', note: 'Revenue component; empty is 0', example: '150.00' },
  { name: 'settlement_fee', kind: 'money', note: 'Revenue component; empty is 0', example: '1450.00' },
  { name: 'owners_policy', kind: 'money', note: 'Revenue component; empty is 0', example: '1895.00' },
  { name: 'lenders_policy', kind: 'money', note: 'Revenue component; empty is 0', example: '640.00' },
  { name: 'endorsements', kind: 'money', note: 'Revenue component; empty is 0', example: '125.00' },
  { name: 'misc_fees', kind: 'money', note: 'Other fees, not revenue; empty is 0', example: '35.00' },
];

/** Employees from payroll; matched on payroll_id, else on email. */
const EMPLOYEE_COLUMNS: readonly Column[] = [
  { name: 'payroll_id', kind: 'text', note: 'The key of the employee (else email)', example: 'P10452' },
  {
    name: 'email',
    kind: 'email',
    note: 'Key when there is no payroll_id',
    example: 'dana.reyes@magnustitle.example',
  },
  { name: 'first_name', kind: 'text', required: true, note: 'Text', example: 'Dana' },
  { name: 'last_name', kind: 'text', required: true, note: 'Text', example: 'Reyes' },
  { name: 'state', kind: 'state', note: 'AZ or NV; empty is AZ for a new employee', example: 'AZ' },
  { name: 'emp_type', kind: 'emp-type', note: 'REP or EO', example: 'EO' },
  { name: 'title', kind: 'text', note: 'Job title', example: 'Escrow Officer' },
  { name: 'start_date', kind: 'date', note: 'Date', example: '2021-03-15' },
  { name: 'termination_date', kind: 'date', note: 'Date', example: '' },
  { name: 'is_active', kind: 'yes-no', note: 'Y or N; empty is Y for a new employee', example: 'Y' },
  { name: 'cell_phone', kind: 'text', note: 'Phone', example: '(480) 555-0142' },
  { name: 'office_phone', kind: 'text', note: 'Phone', example: '' },
  {
    name: 'branch',
    kind: 'branch',
    aliases: ['def_branch'],
    note: 'Home branch: its code or name',
    example: '101',
  },
  { name: 'alt_email', kind: 'email', note: 'E-mail', example: '' },
  { name: 'srch_str1', kind: 'text', note: 'Alternate name the order system uses', example: 'D Reyes' },
  { name: 'srch_str2', kind: 'text', note: 'Alternate name', example: '' },
  { name: 'srch_str3', kind: 'text', note: 'Alternate name', example: '' },
];

export const LAYOUTS: Readonly<Record<UploadType, readonly Column[]>> = {
  esc_files: ESC_FILE_COLUMNS,
  employees: EMPLOYEE_COLUMNS,
};

export type HeaderMap = {
  columns: ReadonlyMap<number, Column>;
  missing: readonly string[];
  unknown: readonly string[];
};

/** Which sheet column holds which layout column; required ones that are missing; headers we do not know. */
export function mapHeaders(type: UploadType, headers: readonly string[]): HeaderMap {
  const byKey = new Map<string, Column>();
  for (const column of LAYOUTS[type]) {
    byKey.set(headerKey(column.name), column);
    for (const alias of column.aliases ?? []) byKey.set(headerKey(alias), column);
  }
  const columns = new Map<number, Column>();
  const seen = new Set<string>();
  const unknown: string[] = [];
  headers.forEach((header, index) => {
    const column = byKey.get(headerKey(header));
    if (!column) {
      if (header.trim()) unknown.push(header.trim());
      return;
    }
    if (seen.has(column.name)) return;
    seen.add(column.name);
    columns.set(index, column);
  });
  const missing = LAYOUTS[type].filter((c) => c.required && !seen.has(c.name)).map((c) => c.name);
  return { columns, missing, unknown };
}
