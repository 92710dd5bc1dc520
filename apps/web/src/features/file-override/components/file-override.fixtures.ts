import type { FileOverride } from '@hub/contract';

export const UUID = '3f6c1d2e-8a4b-4c5d-9e0f-1a2b3c4d5e6f';

/** A file as GET /files/:uuid answers it: AZ, calculated close date, no override, version 4. */
export const FILE: FileOverride = {
  file_id: 7,
  file_uuid: UUID,
  order_number: 'AZ-1001',
  state: 'AZ',
  calc_close_date: '2026-02-10',
  override_close_date: null,
  title_processing: '150.00',
  settlement_fee: '1000.00',
  owners_policy: '800.00',
  lenders_policy: '0.00',
  endorsements: '75.00',
  settlement_agency: { branch_id: 3, name: '101 Scottsdale' },
  external_title_company: null,
  version: 4,
};
