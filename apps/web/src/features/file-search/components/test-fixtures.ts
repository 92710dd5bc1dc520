import type { FileSearchRow } from '@hub/contract';

/** A file as the file and client searches answer it (the screens' unit tests). */
export const FILE: FileSearchRow = {
  file_id: 7,
  file_uuid: '11111111-1111-4111-8111-111111111111',
  order_number: '101-2600001',
  open_date: '2026-02-01',
  close_date: '2026-03-01',
  calc_close_date: '2026-03-02',
  escrow_officer: { first_name: 'Eddie', last_name: 'Officer' },
  marketing_rep: { first_name: 'Rita', last_name: 'Rep' },
  settlement_agency: { name: '101 Scottsdale - Magnus Title Agency', branch_id: 1 },
  directing_client: { name: 'Acme Lending' },
  listing_agency: 'Listo Realty',
  listing_agent_name: 'Lucy Lister',
  selling_agency: 'Sello Realty',
  selling_agent_name: 'Sal Sellerton',
  external_title_company: { jv_id: 3, name: 'Desert Title JV' },
  lender_name: 'Firstline Lending',
  property: { state: 'AZ' },
  revenue_components: {
    title_processing: '95.00',
    settlement_fee: '2500.00',
    owners_policy: '1234.56',
    lenders_policy: '789.01',
    endorsements: '50.00',
  },
};

/** The columns both searches show (spec 001 §2); the file search adds 'JV'. */
export const FILE_HEADERS = [
  'Order #',
  'Open Date',
  'Close Date',
  'EO',
  'Rep',
  'Branch',
  'Directing Client',
  'Listing Agent',
  'Selling Agent',
  'Lender',
];
