/** Cost centers, branches and JV partner entities of the demo company. */

import { type DayNumber, firstOfMonthIndex, lastOfMonthIndex } from '@hub/domain/time';
import type { branches, costCenters, jvEntities } from '../db/schema/index.ts';
import type { HubState } from './holidays.ts';
import type { Rng } from './prng.ts';

export type Area = { city: string; county: string; zips: readonly string[]; weight: number };

type BranchDef = {
  code: string;
  /** Name without the agency suffix. */
  label: string;
  state: HubState;
  add1: string;
  city: string;
  zip: string;
  areaCode: string;
  /** Relative share of the state's files. */
  weight: number;
  /** Median sales price around the branch today, in dollars. */
  medianPrice: number;
  /** Closed this many months before the current month (files stop then). */
  closedMonthsAgo?: number;
  areas: readonly Area[];
};

export const AGENCY: Record<HubState, string> = {
  AZ: 'Magnus Title Agency',
  NV: 'Magnus Title of Nevada',
};

const MARICOPA = 'Maricopa';

const BRANCH_DEFS: readonly BranchDef[] = [
  {
    code: '101',
    label: '101 Scottsdale',
    state: 'AZ',
    add1: '7150 E Camelback Rd Ste 200',
    city: 'Scottsdale',
    zip: '85251',
    areaCode: '480',
    weight: 1.45,
    medianPrice: 785_000,
    areas: [
      {
        city: 'Scottsdale',
        county: MARICOPA,
        zips: ['85250', '85251', '85254', '85255', '85258', '85259', '85260', '85262'],
        weight: 6,
      },
      { city: 'Paradise Valley', county: MARICOPA, zips: ['85253'], weight: 1 },
      { city: 'Fountain Hills', county: MARICOPA, zips: ['85268'], weight: 1 },
      { city: 'Cave Creek', county: MARICOPA, zips: ['85331'], weight: 1 },
    ],
  },
  {
    code: '102',
    label: '102 Phoenix Biltmore',
    state: 'AZ',
    add1: '2425 E Camelback Rd Ste 450',
    city: 'Phoenix',
    zip: '85016',
    areaCode: '602',
    weight: 1.25,
    medianPrice: 525_000,
    areas: [
      {
        city: 'Phoenix',
        county: MARICOPA,
        zips: [
          '85004',
          '85008',
          '85012',
          '85013',
          '85014',
          '85016',
          '85018',
          '85020',
          '85028',
          '85032',
          '85044',
          '85048',
        ],
        weight: 8,
      },
      { city: 'Glendale', county: MARICOPA, zips: ['85302', '85304', '85306'], weight: 1 },
    ],
  },
  {
    code: '103',
    label: '103 Chandler',
    state: 'AZ',
    add1: '3100 W Ray Rd Ste 110',
    city: 'Chandler',
    zip: '85226',
    areaCode: '480',
    weight: 1.0,
    medianPrice: 535_000,
    areas: [
      {
        city: 'Chandler',
        county: MARICOPA,
        zips: ['85224', '85225', '85226', '85248', '85249', '85286'],
        weight: 5,
      },
      { city: 'Tempe', county: MARICOPA, zips: ['85281', '85282', '85283', '85284'], weight: 2 },
      { city: 'Sun Lakes', county: MARICOPA, zips: ['85248'], weight: 1 },
    ],
  },
  {
    code: '104',
    label: '104 Mesa',
    state: 'AZ',
    add1: '1630 S Stapley Dr Ste 120',
    city: 'Mesa',
    zip: '85204',
    areaCode: '480',
    weight: 0.9,
    medianPrice: 440_000,
    areas: [
      {
        city: 'Mesa',
        county: MARICOPA,
        zips: [
          '85201',
          '85203',
          '85204',
          '85205',
          '85206',
          '85207',
          '85209',
          '85210',
          '85212',
          '85213',
          '85215',
        ],
        weight: 6,
      },
      { city: 'Apache Junction', county: 'Pinal', zips: ['85119', '85120'], weight: 1 },
    ],
  },
  {
    code: '105',
    label: '105 Gilbert',
    state: 'AZ',
    add1: '2680 S Val Vista Dr Ste 150',
    city: 'Gilbert',
    zip: '85295',
    areaCode: '480',
    weight: 0.95,
    medianPrice: 560_000,
    areas: [
      {
        city: 'Gilbert',
        county: MARICOPA,
        zips: ['85233', '85234', '85295', '85296', '85297', '85298'],
        weight: 5,
      },
      { city: 'Queen Creek', county: MARICOPA, zips: ['85142'], weight: 2 },
      { city: 'San Tan Valley', county: 'Pinal', zips: ['85140', '85143', '85144'], weight: 2 },
    ],
  },
  {
    code: '106',
    label: '106 Peoria',
    state: 'AZ',
    add1: '16165 N 83rd Ave Ste 201',
    city: 'Peoria',
    zip: '85382',
    areaCode: '623',
    weight: 0.8,
    medianPrice: 475_000,
    areas: [
      { city: 'Peoria', county: MARICOPA, zips: ['85345', '85381', '85382', '85383'], weight: 3 },
      { city: 'Glendale', county: MARICOPA, zips: ['85308', '85310'], weight: 1 },
      { city: 'Surprise', county: MARICOPA, zips: ['85374', '85379', '85387', '85388'], weight: 2 },
      { city: 'Goodyear', county: MARICOPA, zips: ['85338', '85395'], weight: 1 },
      { city: 'Buckeye', county: MARICOPA, zips: ['85326', '85396'], weight: 1 },
    ],
  },
  {
    code: '107',
    label: '107 Tucson Foothills',
    state: 'AZ',
    add1: '6340 N Campbell Ave Ste 100',
    city: 'Tucson',
    zip: '85718',
    areaCode: '520',
    weight: 0.85,
    medianPrice: 385_000,
    areas: [
      {
        city: 'Tucson',
        county: 'Pima',
        zips: ['85704', '85710', '85715', '85718', '85719', '85737', '85741', '85745', '85750'],
        weight: 6,
      },
      { city: 'Oro Valley', county: 'Pima', zips: ['85737', '85755'], weight: 2 },
      { city: 'Marana', county: 'Pima', zips: ['85653', '85658'], weight: 1 },
      { city: 'Sahuarita', county: 'Pima', zips: ['85629'], weight: 1 },
    ],
  },
  {
    code: '108',
    label: '108 Prescott',
    state: 'AZ',
    add1: '220 W Goodwin St Ste 3',
    city: 'Prescott',
    zip: '86303',
    areaCode: '928',
    weight: 0.5,
    medianPrice: 530_000,
    areas: [
      { city: 'Prescott', county: 'Yavapai', zips: ['86301', '86303', '86305'], weight: 3 },
      { city: 'Prescott Valley', county: 'Yavapai', zips: ['86314', '86315'], weight: 2 },
      { city: 'Chino Valley', county: 'Yavapai', zips: ['86323'], weight: 1 },
    ],
  },
  {
    code: '109',
    label: '109 Sedona',
    state: 'AZ',
    add1: '2155 W State Route 89A Ste 104',
    city: 'Sedona',
    zip: '86336',
    areaCode: '928',
    weight: 0.25,
    medianPrice: 880_000,
    closedMonthsAgo: 15,
    areas: [
      { city: 'Sedona', county: 'Yavapai', zips: ['86336', '86351'], weight: 3 },
      { city: 'Cottonwood', county: 'Yavapai', zips: ['86326'], weight: 1 },
      { city: 'Flagstaff', county: 'Coconino', zips: ['86001', '86004'], weight: 1 },
    ],
  },
  {
    code: 'TP',
    label: 'Title Production',
    state: 'AZ',
    add1: '2425 E Camelback Rd Ste 300',
    city: 'Phoenix',
    zip: '85016',
    areaCode: '602',
    weight: 0.05,
    medianPrice: 610_000,
    areas: [{ city: 'Phoenix', county: MARICOPA, zips: ['85016', '85018', '85020'], weight: 1 }],
  },
  {
    code: '201',
    label: '201 Las Vegas Summerlin',
    state: 'NV',
    add1: '1980 Festival Plaza Dr Ste 250',
    city: 'Las Vegas',
    zip: '89135',
    areaCode: '702',
    weight: 1.25,
    medianPrice: 545_000,
    areas: [
      {
        city: 'Las Vegas',
        county: 'Clark',
        zips: ['89117', '89128', '89129', '89134', '89135', '89138', '89144', '89145'],
        weight: 1,
      },
    ],
  },
  {
    code: '202',
    label: '202 Henderson',
    state: 'NV',
    add1: '2470 St Rose Pkwy Ste 110',
    city: 'Henderson',
    zip: '89074',
    areaCode: '702',
    weight: 1.0,
    medianPrice: 495_000,
    areas: [
      {
        city: 'Henderson',
        county: 'Clark',
        zips: ['89002', '89011', '89012', '89014', '89015', '89044', '89052', '89074'],
        weight: 6,
      },
      { city: 'Boulder City', county: 'Clark', zips: ['89005'], weight: 1 },
    ],
  },
  {
    code: '203',
    label: '203 Las Vegas Centennial Hills',
    state: 'NV',
    add1: '7175 N Durango Dr Ste 160',
    city: 'Las Vegas',
    zip: '89149',
    areaCode: '725',
    weight: 0.8,
    medianPrice: 440_000,
    areas: [
      { city: 'Las Vegas', county: 'Clark', zips: ['89131', '89143', '89149', '89166'], weight: 3 },
      { city: 'North Las Vegas', county: 'Clark', zips: ['89031', '89081', '89084', '89086'], weight: 2 },
    ],
  },
  {
    code: '204',
    label: '204 Reno',
    state: 'NV',
    add1: '9655 Gateway Dr Ste B',
    city: 'Reno',
    zip: '89521',
    areaCode: '775',
    weight: 0.9,
    medianPrice: 575_000,
    areas: [
      {
        city: 'Reno',
        county: 'Washoe',
        zips: ['89501', '89502', '89509', '89511', '89519', '89521', '89523'],
        weight: 4,
      },
      { city: 'Sparks', county: 'Washoe', zips: ['89431', '89434', '89436'], weight: 2 },
    ],
  },
  {
    code: '205',
    label: '205 Carson City',
    state: 'NV',
    add1: '1802 N Carson St Ste 108',
    city: 'Carson City',
    zip: '89701',
    areaCode: '775',
    weight: 0.4,
    medianPrice: 495_000,
    areas: [
      { city: 'Carson City', county: 'Carson City', zips: ['89701', '89703', '89706'], weight: 3 },
      { city: 'Minden', county: 'Douglas', zips: ['89423'], weight: 1 },
      { city: 'Gardnerville', county: 'Douglas', zips: ['89410'], weight: 1 },
      { city: 'Dayton', county: 'Lyon', zips: ['89403'], weight: 1 },
    ],
  },
  {
    code: 'ADM',
    label: 'Admin',
    state: 'NV',
    add1: '1980 Festival Plaza Dr Ste 300',
    city: 'Las Vegas',
    zip: '89135',
    areaCode: '702',
    weight: 0,
    medianPrice: 500_000,
    areas: [{ city: 'Las Vegas', county: 'Clark', zips: ['89135'], weight: 1 }],
  },
];

type JvDef = {
  name: string;
  alias: string;
  state: HubState;
  /** The brokerage or builder the company partners with; its agents bring the JV's files. */
  partner: string;
  partnerKind: 'brokerage' | 'builder';
  magnusTitlePct: string;
  primaryColor: string;
  secondaryColor: string;
  weight: number;
  /** Index into the state's title officers, when the JV has one. */
  titleOfficer?: number;
  startedMonthsAgo?: number;
  endedMonthsAgo?: number;
  city: string;
  zip: string;
  areaCode: string;
};

const JV_DEFS: readonly JvDef[] = [
  {
    name: 'Saguaro Realty Title Agency',
    alias: 'Saguaro Title',
    state: 'AZ',
    partner: 'Saguaro Realty Group',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.5',
    primaryColor: '#1F6F50',
    secondaryColor: '#E3B448',
    weight: 1.6,
    titleOfficer: 0,
    city: 'Scottsdale',
    zip: '85260',
    areaCode: '480',
  },
  {
    name: 'Copper Canyon Title',
    alias: 'Copper Canyon',
    state: 'AZ',
    partner: 'Copper Canyon Realty',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.35',
    primaryColor: '#B87333',
    secondaryColor: '#2B2B2B',
    weight: 1.2,
    titleOfficer: 0,
    city: 'Chandler',
    zip: '85226',
    areaCode: '480',
  },
  {
    name: 'Desert Vista Title Services',
    alias: 'Desert Vista',
    state: 'AZ',
    partner: 'Desert Vista Homes',
    partnerKind: 'builder',
    magnusTitlePct: '0.51',
    primaryColor: '#C2512F',
    secondaryColor: '#F4E1C1',
    weight: 0.9,
    titleOfficer: 1,
    city: 'Gilbert',
    zip: '85297',
    areaCode: '480',
  },
  {
    name: 'Camelback Premier Title',
    alias: 'Camelback Premier',
    state: 'AZ',
    partner: 'Camelback Premier Properties',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.4',
    primaryColor: '#0B3C5D',
    secondaryColor: '#D9B310',
    weight: 1.1,
    titleOfficer: 0,
    city: 'Phoenix',
    zip: '85016',
    areaCode: '602',
  },
  {
    name: 'Sonoran Key Title',
    alias: 'Sonoran Key',
    state: 'AZ',
    partner: 'Sonoran Key Realty',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.45',
    primaryColor: '#5B8C5A',
    secondaryColor: '#FFFFFF',
    weight: 0.8,
    titleOfficer: 1,
    startedMonthsAgo: 26,
    city: 'Peoria',
    zip: '85382',
    areaCode: '623',
  },
  {
    name: 'Old Pueblo Title Partners',
    alias: 'Old Pueblo',
    state: 'AZ',
    partner: 'Old Pueblo Real Estate',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.5',
    primaryColor: '#8E3B46',
    secondaryColor: '#E0CA3C',
    weight: 0.7,
    titleOfficer: 1,
    city: 'Tucson',
    zip: '85718',
    areaCode: '520',
  },
  {
    name: 'Mogollon Rim Title',
    alias: 'Mogollon Rim',
    state: 'AZ',
    partner: 'Mogollon Rim Realty',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.3',
    primaryColor: '#264027',
    secondaryColor: '#B8B8B8',
    weight: 0.35,
    endedMonthsAgo: 18,
    city: 'Prescott',
    zip: '86301',
    areaCode: '928',
  },
  {
    name: 'Red Rock Title Partners',
    alias: 'Red Rock Title',
    state: 'NV',
    partner: 'Red Rock Realty Group',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.5',
    primaryColor: '#A4243B',
    secondaryColor: '#D8C99B',
    weight: 1.3,
    titleOfficer: 0,
    city: 'Las Vegas',
    zip: '89135',
    areaCode: '702',
  },
  {
    name: 'Silver State Home Title',
    alias: 'Silver State',
    state: 'NV',
    partner: 'Silver State Homes',
    partnerKind: 'builder',
    magnusTitlePct: '0.35',
    primaryColor: '#6C757D',
    secondaryColor: '#0D1B2A',
    weight: 0.9,
    titleOfficer: 0,
    city: 'Henderson',
    zip: '89052',
    areaCode: '702',
  },
  {
    name: 'Truckee Meadows Title',
    alias: 'Truckee Meadows',
    state: 'NV',
    partner: 'Truckee Meadows Realty',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.4',
    primaryColor: '#2E86AB',
    secondaryColor: '#F6F5AE',
    weight: 0.8,
    titleOfficer: 0,
    city: 'Reno',
    zip: '89521',
    areaCode: '775',
  },
  {
    name: 'Lake Mead Title Services',
    alias: 'Lake Mead',
    state: 'NV',
    partner: 'Lake Mead Properties',
    partnerKind: 'brokerage',
    magnusTitlePct: '0.45',
    primaryColor: '#1B4965',
    secondaryColor: '#BEE9E8',
    weight: 0.6,
    startedMonthsAgo: 10,
    city: 'Henderson',
    zip: '89012',
    areaCode: '702',
  },
];

export type CostCenter = { id: number; state: HubState; description: string };

export type Branch = {
  id: number;
  code: string;
  name: string;
  label: string;
  state: HubState;
  weight: number;
  medianPrice: number;
  areas: readonly Area[];
  areaWeights: number[];
  /** Files open at the branch up to this month index (inclusive); Infinity when open. */
  lastMonth: number;
  costCenterId: number;
  areaCode: string;
};

export type Jv = {
  id: number;
  name: string;
  state: HubState;
  partner: string;
  partnerKind: 'brokerage' | 'builder';
  city: string;
  weight: number;
  titleOfficer: number | undefined;
  /** Month indexes the JV takes files in (-Infinity / Infinity when open-ended). */
  firstMonth: number;
  lastMonth: number;
  firstDay: DayNumber | null;
  lastDay: DayNumber | null;
};

export function phone(rng: Rng, areaCode: string): string {
  return `${areaCode}555${String(rng.int(100, 9999)).padStart(4, '0')}`;
}

export type OrganisationRows = {
  costCenters: (typeof costCenters.$inferInsert)[];
  branches: (typeof branches.$inferInsert)[];
  branchModels: Branch[];
};

/** Cost centers (one per branch plus overheads) and the branches. */
export function buildBranches(
  rng: Rng,
  ids: { costCenter: number; branch: number },
  currentMonth: number,
): OrganisationRows {
  const costCenterRows: (typeof costCenters.$inferInsert)[] = [];
  const branchRows: (typeof branches.$inferInsert)[] = [];
  const models: Branch[] = [];
  let costCenterId = ids.costCenter;
  let branchId = ids.branch;
  let order = 10;
  for (const def of BRANCH_DEFS) {
    const agency = AGENCY[def.state];
    const ccId = costCenterId++;
    costCenterRows.push({
      cost_center_id: ccId,
      company_name: agency,
      accounting_code: `${def.state === 'AZ' ? '10' : '20'}-${def.code.padStart(3, '0')}`,
      description:
        def.code === 'TP' || def.code === 'ADM' ? `${def.label} (${def.state})` : `${def.label} Escrow`,
      state: def.state,
      output_order: order,
    });
    order += 10;
    const closed = def.closedMonthsAgo !== undefined;
    const name = `${def.label} - ${agency}`;
    branchRows.push({
      branch_id: branchId,
      uuid: rng.uuid(),
      code: def.code,
      name,
      alias: def.label.replace(/^\d{3} /, ''),
      add1: def.add1,
      add2: null,
      city: def.city,
      state: def.state,
      zip: def.zip,
      phone_number: phone(rng, def.areaCode),
      active: !closed,
      escrow_employee_count_override: def.code === 'TP' || def.code === 'ADM' ? 0 : null,
      cost_center_id: ccId,
    });
    models.push({
      id: branchId,
      code: def.code,
      name,
      label: def.label,
      state: def.state,
      weight: def.weight,
      medianPrice: def.medianPrice,
      areas: def.areas,
      areaWeights: def.areas.map((a) => a.weight),
      lastMonth: closed ? currentMonth - (def.closedMonthsAgo ?? 0) : Number.POSITIVE_INFINITY,
      costCenterId: ccId,
      areaCode: def.areaCode,
    });
    branchId++;
  }
  // Overheads: no branch points at them; one without an output order (listed last).
  const overheads: [HubState, string | null, string, number | null][] = [
    ['AZ', '10-900', 'Corporate Administration', 900],
    ['AZ', '10-910', 'Marketing', 910],
    ['NV', '20-900', 'Nevada Administration', 920],
    ['AZ', null, 'Special Projects', null],
  ];
  for (const [state, code, description, outputOrder] of overheads) {
    costCenterRows.push({
      cost_center_id: costCenterId++,
      company_name: AGENCY[state],
      accounting_code: code,
      description,
      state,
      output_order: outputOrder,
    });
  }
  return { costCenters: costCenterRows, branches: branchRows, branchModels: models };
}

/** JV partner entities; the title officer ids are filled in once employees exist. */
export function buildJvs(
  rng: Rng,
  firstId: number,
  currentMonth: number,
  titleOfficers: Record<HubState, { id: number; email: string }[]>,
): { rows: (typeof jvEntities.$inferInsert)[]; models: Jv[] } {
  const rows: (typeof jvEntities.$inferInsert)[] = [];
  const models: Jv[] = [];
  let id = firstId;
  let sortOrder = 10;
  for (const def of JV_DEFS) {
    const officer = def.titleOfficer === undefined ? undefined : titleOfficers[def.state][def.titleOfficer];
    const slug = def.alias.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const ended = def.endedMonthsAgo !== undefined;
    const started = def.startedMonthsAgo !== undefined;
    const firstMonth = started ? currentMonth - (def.startedMonthsAgo ?? 0) : Number.NEGATIVE_INFINITY;
    const lastMonth = ended ? currentMonth - (def.endedMonthsAgo ?? 0) : Number.POSITIVE_INFINITY;
    rows.push({
      jv_id: id,
      uuid: rng.uuid(),
      name: def.name,
      alias: def.alias,
      logo: null,
      jv_website: `https://www.${slug}title.example`,
      jv_license_num: `${def.state === 'AZ' ? 'AZ-TA' : 'NV-TA'}-${rng.int(100_000, 999_999)}`,
      phone_number: phone(rng, def.areaCode),
      add1: `${rng.int(1000, 9999)} ${rng.pick(['N', 'E', 'W', 'S'])} ${rng.pick(['Main', 'Center', 'Commerce', 'Market'])} St Ste ${rng.int(100, 400)}`,
      add2: null,
      city: def.city,
      st: def.state,
      zip: def.zip,
      is_active: !ended,
      info_subdomain: slug,
      title_officer: officer?.id ?? null,
      title_email: officer ? officer.email : `title@${slug}title.example`,
      primary_color: def.primaryColor,
      secondary_color: def.secondaryColor,
      about_info: `${def.name} is a joint venture of ${AGENCY[def.state]} and ${def.partner}, serving ${def.partner} clients across ${def.city} and the surrounding area.`,
      fax: rng.chance(0.5) ? phone(rng, def.areaCode) : null,
      magnus_title_pct: def.magnusTitlePct,
      sort_order: sortOrder,
    });
    sortOrder += 10;
    models.push({
      id,
      name: def.name,
      state: def.state,
      partner: def.partner,
      partnerKind: def.partnerKind,
      city: def.city,
      weight: def.weight,
      titleOfficer: officer?.id,
      firstMonth,
      lastMonth,
      firstDay: started ? firstOfMonthIndex(firstMonth) : null,
      lastDay: ended ? lastOfMonthIndex(lastMonth) : null,
    });
    id++;
  }
  return { rows, models };
}

/** How many title officers each state's JV list refers to. */
export const TITLE_OFFICERS_PER_STATE: Record<HubState, number> = { AZ: 2, NV: 1 };
