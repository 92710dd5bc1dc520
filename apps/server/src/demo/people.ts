/** Employees (marketing reps, escrow officers, title officers), their links, and the demo users. */
import { joinRoles } from '@hub/contract';
import { dollarsToCents, fromCents } from '@hub/domain/money';
import {
  type DayNumber,
  dayFromParts,
  dayParts,
  firstOfMonthIndex,
  isoDay,
  lastOfMonthIndex,
} from '@hub/domain/time';
import type {
  commGuarantees,
  employeeJvLinks,
  employeeShareWith,
  employees,
  users,
} from '../db/schema/index.ts';
import { DEMO_USERS } from './demo-users.ts';
import type { HubState } from './holidays.ts';
import { FIRST_NAMES, LAST_NAMES, NICKNAMES } from './names.ts';
import type { Branch, Jv } from './organisation.ts';
import { phone } from './organisation.ts';
import type { Rng } from './prng.ts';

export type EmployeeKind = 'REP' | 'EO' | 'TITLE';

export type Employee = {
  id: number;
  uuid: string;
  kind: EmployeeKind;
  firstName: string;
  lastName: string;
  email: string;
  state: HubState;
  branchId: number | null;
  /** Relative share of files among the state's reps, or among the branch's escrow officers. */
  weight: number;
  /** Month indexes the employee takes files in (-Infinity / Infinity when open-ended). */
  firstMonth: number;
  lastMonth: number;
  startDay: DayNumber;
  endDay: DayNumber | null;
  floater: boolean;
  bothRepAndEo: boolean;
  linkTo: number | null;
  jvIds: number[];
};

type EmployeeSpec = {
  kind: EmployeeKind;
  state: HubState;
  branchCode: string | null;
  senior?: boolean;
  /** Index (in this state's list of the same kind) of the employee whose figures this one rolls up into. */
  linkTo?: number;
  hiredMonthsAgo?: number;
  terminatedMonthsAgo?: number;
  floater?: boolean;
  bothRepAndEo?: boolean;
  partTime?: boolean;
  commissionOnly?: boolean;
  fullJvTitle?: boolean;
  demo?: 'sales-rep' | 'escrow-officer';
  weight?: number;
};

const SEDONA_CLOSED_MONTHS_AGO = 15;

const EO_SPECS: readonly EmployeeSpec[] = [
  { kind: 'EO', state: 'AZ', branchCode: '101', senior: true, demo: 'escrow-officer', weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '101' },
  { kind: 'EO', state: 'AZ', branchCode: '101', linkTo: 0, weight: 0.6 },
  { kind: 'EO', state: 'AZ', branchCode: '102', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '102' },
  { kind: 'EO', state: 'AZ', branchCode: '102', linkTo: 3, weight: 0.6 },
  { kind: 'EO', state: 'AZ', branchCode: '103', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '103', linkTo: 6, weight: 0.7 },
  { kind: 'EO', state: 'AZ', branchCode: '104', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '104', terminatedMonthsAgo: 20 },
  { kind: 'EO', state: 'AZ', branchCode: '105', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '105', hiredMonthsAgo: 14 },
  { kind: 'EO', state: 'AZ', branchCode: '106', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '106', partTime: true, weight: 0.5 },
  { kind: 'EO', state: 'AZ', branchCode: '107', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'AZ', branchCode: '107' },
  { kind: 'EO', state: 'AZ', branchCode: '108', senior: true },
  { kind: 'EO', state: 'AZ', branchCode: '109', senior: true, terminatedMonthsAgo: SEDONA_CLOSED_MONTHS_AGO },
  { kind: 'EO', state: 'AZ', branchCode: null, floater: true },
  { kind: 'EO', state: 'AZ', branchCode: null, floater: true, terminatedMonthsAgo: 7 },
  { kind: 'EO', state: 'NV', branchCode: '201', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'NV', branchCode: '201' },
  { kind: 'EO', state: 'NV', branchCode: '201', linkTo: 0, weight: 0.6 },
  { kind: 'EO', state: 'NV', branchCode: '202', senior: true, bothRepAndEo: true, weight: 1.3 },
  { kind: 'EO', state: 'NV', branchCode: '202' },
  { kind: 'EO', state: 'NV', branchCode: '203', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'NV', branchCode: '203', hiredMonthsAgo: 20 },
  { kind: 'EO', state: 'NV', branchCode: '204', senior: true, weight: 1.3 },
  { kind: 'EO', state: 'NV', branchCode: '204', linkTo: 7, weight: 0.6 },
  { kind: 'EO', state: 'NV', branchCode: '205', senior: true },
];

/** Marketing reps per branch code, with the special cases listed by position. */
const REP_BRANCHES: Record<HubState, [string, number][]> = {
  AZ: [
    ['101', 5],
    ['102', 5],
    ['103', 3],
    ['104', 3],
    ['105', 3],
    ['106', 3],
    ['107', 3],
    ['108', 2],
    ['109', 1],
  ],
  NV: [
    ['201', 4],
    ['202', 3],
    ['203', 2],
    ['204', 2],
    ['205', 1],
  ],
};

function repSpecs(): EmployeeSpec[] {
  const specs: EmployeeSpec[] = [];
  for (const state of ['AZ', 'NV'] as const) {
    for (const [branchCode, count] of REP_BRANCHES[state]) {
      for (let i = 0; i < count; i++) specs.push({ kind: 'REP', state, branchCode });
    }
  }
  const at = (state: HubState, n: number) => specs.filter((s) => s.state === state)[n] as EmployeeSpec;
  Object.assign(at('AZ', 0), { demo: 'sales-rep', senior: true, weight: 1.4, fullJvTitle: true });
  Object.assign(at('AZ', 1), { senior: true, weight: 1.4 });
  Object.assign(at('AZ', 4), { hiredMonthsAgo: 2, weight: 0.5 });
  Object.assign(at('AZ', 6), { terminatedMonthsAgo: 9 });
  Object.assign(at('AZ', 9), { commissionOnly: true, weight: 1.5 });
  Object.assign(at('AZ', 12), { hiredMonthsAgo: 4, weight: 0.6 });
  Object.assign(at('AZ', 15), { terminatedMonthsAgo: 27 });
  Object.assign(at('AZ', 17), { hiredMonthsAgo: 16 });
  Object.assign(at('AZ', 19), { commissionOnly: true, fullJvTitle: true });
  Object.assign(at('AZ', 22), { terminatedMonthsAgo: 4 });
  Object.assign(at('AZ', 27), { terminatedMonthsAgo: SEDONA_CLOSED_MONTHS_AGO });
  Object.assign(at('NV', 0), { senior: true, weight: 1.6 });
  Object.assign(at('NV', 3), { hiredMonthsAgo: 3, weight: 0.5 });
  Object.assign(at('NV', 5), { terminatedMonthsAgo: 13 });
  Object.assign(at('NV', 9), { terminatedMonthsAgo: 31 });
  return specs;
}

const TITLE_SPECS: readonly EmployeeSpec[] = [
  { kind: 'TITLE', state: 'AZ', branchCode: 'TP', senior: true },
  { kind: 'TITLE', state: 'AZ', branchCode: 'TP' },
  { kind: 'TITLE', state: 'NV', branchCode: 'ADM' },
];

export type PeopleRows = {
  employees: (typeof employees.$inferInsert)[];
  models: Employee[];
  titleOfficers: Record<HubState, { id: number; email: string }[]>;
  salesRep: Employee;
  escrowOfficer: Employee;
};

export function buildEmployees(
  rng: Rng,
  firstId: number,
  branchList: readonly Branch[],
  currentMonth: number,
  dataStart: DayNumber,
): PeopleRows {
  const specs = [...EO_SPECS, ...repSpecs(), ...TITLE_SPECS];
  const usedNames = new Set<string>();
  const rows: (typeof employees.$inferInsert)[] = [];
  const models: Employee[] = [];
  const byCode = new Map(branchList.map((b) => [b.code, b]));
  const indexInKind = new Map<string, number[]>();
  let payroll = 20_114;
  const dataStartYear = dayParts(dataStart).year;

  specs.forEach((spec, position) => {
    const id = firstId + position;
    const key = `${spec.kind}:${spec.state}`;
    const sameKind = indexInKind.get(key) ?? [];
    sameKind.push(id);
    indexInKind.set(key, sameKind);

    let firstName = '';
    let lastName = '';
    do {
      firstName = rng.pick(FIRST_NAMES);
      lastName = rng.pick(LAST_NAMES);
    } while (usedNames.has(`${firstName} ${lastName}`));
    usedNames.add(`${firstName} ${lastName}`);

    const branch = spec.branchCode ? byCode.get(spec.branchCode) : undefined;
    const areaCode = branch?.areaCode ?? (spec.state === 'AZ' ? '602' : '702');
    const hired = spec.hiredMonthsAgo !== undefined;
    const firstMonth = hired ? currentMonth - (spec.hiredMonthsAgo ?? 0) : Number.NEGATIVE_INFINITY;
    const startDay = hired
      ? firstOfMonthIndex(firstMonth)
      : dayFromParts(dataStartYear - rng.int(1, spec.senior ? 14 : 8), rng.int(1, 12), rng.int(1, 28));
    const terminated = spec.terminatedMonthsAgo !== undefined;
    const lastMonth = terminated ? currentMonth - (spec.terminatedMonthsAgo ?? 0) : Number.POSITIVE_INFINITY;
    const endDay = terminated ? lastOfMonthIndex(lastMonth) : null;

    const email =
      spec.demo === 'sales-rep'
        ? demoEmail('sales-rep')
        : spec.demo === 'escrow-officer'
          ? demoEmail('escrow-officer')
          : `${slug(firstName)}.${slug(lastName)}@magnustitle.test`;
    const nickname = NICKNAMES[firstName];
    const linkTo = spec.linkTo === undefined ? null : (indexInKind.get(key)?.[spec.linkTo] ?? null);
    const costCenterId = branch?.costCenterId ?? byCode.get(spec.state === 'AZ' ? 'TP' : 'ADM')?.costCenterId;

    let title: string;
    let base: string | null;
    let baseDesc: string | null;
    let commPct: string | null = null;
    let perFile: string | null = null;
    let emp_type: 'REP' | 'EO' | null;
    if (spec.kind === 'REP') {
      emp_type = 'REP';
      title = spec.senior ? 'Senior Marketing Representative' : 'Marketing Representative';
      base = spec.commissionOnly ? null : fromCents(dollarsToCents(rng.pick([1500, 2000, 2500, 3000, 3500])));
      baseDesc = spec.commissionOnly ? null : 'Monthly draw against commission';
      commPct = rng.pick(['0.3', '0.325', '0.35', '0.375', '0.4', '0.425', '0.45']);
    } else if (spec.kind === 'EO') {
      emp_type = 'EO';
      title = spec.floater
        ? 'Floating Escrow Officer'
        : spec.linkTo !== undefined
          ? 'Associate Escrow Officer'
          : spec.senior
            ? 'Branch Manager / Senior Escrow Officer'
            : 'Escrow Officer';
      base = fromCents(dollarsToCents(spec.partTime ? 3000 : rng.int(18, 28) * 250));
      baseDesc = 'Monthly salary';
      commPct = rng.pick(['0.04', '0.05', '0.06', '0.07', '0.08', '0.1']);
      perFile = rng.chance(0.4) ? fromCents(dollarsToCents(rng.pick([15, 20, 25, 30, 40]))) : null;
    } else {
      emp_type = null;
      title = spec.senior ? 'Chief Title Officer' : 'Title Officer';
      base = fromCents(dollarsToCents(spec.senior ? 7000 : 6250));
      baseDesc = 'Monthly salary';
    }

    payroll += rng.int(3, 40);
    rows.push({
      employee_id: id,
      uuid: rng.uuid(),
      first_name: firstName,
      last_name: lastName,
      email,
      alt_email: rng.chance(0.3) ? `${slug(firstName)}${slug(lastName)}${rng.int(1, 99)}@example.com` : null,
      title,
      start_date: isoDay(startDay),
      termination_date: endDay === null ? null : isoDay(endDay),
      is_active: !terminated,
      payroll_id: String(payroll),
      cell_phone: phone(rng, areaCode),
      office_phone: phone(rng, areaCode),
      def_branch: branch?.id ?? null,
      photo_link: null,
      state: spec.state,
      base,
      base_desc: baseDesc,
      srch_str1: `${lastName.toUpperCase()}, ${firstName.toUpperCase()}`,
      srch_str2: nickname ? `${nickname} ${lastName}` : `${firstName.slice(0, 1)}. ${lastName}`,
      srch_str3: rng.chance(0.2) ? `${firstName} ${rng.pick(LAST_NAMES)}` : null,
      link_to_emp_id: linkTo,
      emp_type,
      rep_gets_full_jv_title: spec.fullJvTitle ?? false,
      comm_pct: commPct,
      uw_split_pct: '0.12',
      per_file_comm_amt: perFile,
      both_rep_and_eo: spec.bothRepAndEo ?? false,
      rep_combo_comm_pct: '0.05',
      rep_combo_base: spec.bothRepAndEo ? fromCents(dollarsToCents(10_000)) : null,
      commission_only: spec.commissionOnly ?? false,
      demo_rep: spec.demo === 'sales-rep',
      floater_eo: spec.floater ?? false,
      accounting_comments: terminated
        ? 'Final commission paid with last payroll.'
        : spec.partTime
          ? 'Part time: counts as half a head.'
          : rng.chance(0.1)
            ? 'Commission paid on the 10th following month end.'
            : null,
      def_cost_pct: spec.partTime ? '0.5' : '1',
      cost_center_id: costCenterId ?? null,
      title_base_files: spec.kind === 'TITLE' ? (spec.senior ? 40 : 25) : null,
      title_per_file_com: spec.kind === 'TITLE' ? fromCents(dollarsToCents(spec.senior ? 25 : 20)) : null,
    });
    models.push({
      id,
      uuid: rows[rows.length - 1]?.uuid as string,
      kind: spec.kind,
      firstName,
      lastName,
      email,
      state: spec.state,
      branchId: branch?.id ?? null,
      weight: spec.weight ?? Math.min(1.8, Math.max(0.4, rng.logNormal(1, 0.35))),
      firstMonth,
      lastMonth,
      startDay,
      endDay,
      floater: spec.floater ?? false,
      bothRepAndEo: spec.bothRepAndEo ?? false,
      linkTo,
      jvIds: [],
    });
  });

  const demoOf = (demo: 'sales-rep' | 'escrow-officer') => {
    const index = specs.findIndex((s) => s.demo === demo);
    return models[index] as Employee;
  };
  const officers = (state: HubState) =>
    models.filter((m) => m.kind === 'TITLE' && m.state === state).map((m) => ({ id: m.id, email: m.email }));
  return {
    employees: rows,
    models,
    titleOfficers: { AZ: officers('AZ'), NV: officers('NV') },
    salesRep: demoOf('sales-rep'),
    escrowOfficer: demoOf('escrow-officer'),
  };
}

function slug(name: string): string {
  return name.toLowerCase().replace(/[^a-z]/g, '');
}

function demoEmail(link: 'sales-rep' | 'escrow-officer'): string {
  const user = DEMO_USERS.find((u) => u.link === link);
  if (!user) throw new Error(`No demo user is linked to the ${link}`);
  return user.email;
}

/**
 * Reps serving each JV (the JV's files go to them), one primary JV per rep. The demo sales rep
 * serves two JVs so the sales dashboard shows JV tiles.
 */
export function buildJvLinks(
  rng: Rng,
  reps: readonly Employee[],
  jvList: readonly Jv[],
  branchList: readonly Branch[],
  salesRep: Employee,
): (typeof employeeJvLinks.$inferInsert)[] {
  const rows: (typeof employeeJvLinks.$inferInsert)[] = [];
  const citiesOf = new Map(branchList.map((b) => [b.id, b.areas.map((a) => a.city)]));
  const assign = (rep: Employee, jv: Jv) => {
    if (rep.jvIds.includes(jv.id)) return;
    rep.jvIds.push(jv.id);
    const start = Math.max(rep.startDay, jv.firstDay ?? rep.startDay);
    const ends = [rep.endDay, jv.lastDay].filter((d): d is number => d !== null);
    rows.push({
      employee_id: rep.id,
      jv_id: jv.id,
      is_primary: rep.jvIds.length === 1,
      start_date: isoDay(start),
      end_date: ends.length > 0 ? isoDay(Math.min(...ends)) : null,
    });
  };
  const saguaro = jvList.find((j) => j.name.startsWith('Saguaro'));
  const camelback = jvList.find((j) => j.name.startsWith('Camelback'));
  if (saguaro) assign(salesRep, saguaro);
  if (camelback) assign(salesRep, camelback);
  for (const jv of jvList) {
    const local = reps.filter(
      (r) =>
        r.state === jv.state &&
        r.id !== salesRep.id &&
        r.branchId !== null &&
        (citiesOf.get(r.branchId) ?? []).includes(jv.city),
    );
    const pool = local.length > 0 ? local : reps.filter((r) => r.state === jv.state && r.id !== salesRep.id);
    const wanted = jv === saguaro || jv === camelback ? 1 : rng.int(1, 2);
    const active = pool.filter((r) => r.lastMonth === Number.POSITIVE_INFINITY);
    const ordered = [...active, ...pool.filter((r) => !active.includes(r))];
    for (const rep of ordered.slice(0, wanted)) assign(rep, jv);
    // A JV that ended keeps its history: link a rep who left too when there is one.
    if (jv.lastDay !== null) {
      const former = pool.find((r) => r.endDay !== null);
      if (former) assign(former, jv);
    }
  }
  return rows;
}

/** Commission sharing partners: the demo rep shares with a teammate and has one optional payee. */
export function buildShareWith(
  reps: readonly Employee[],
  salesRep: Employee,
): (typeof employeeShareWith.$inferInsert)[] {
  const active = (state: HubState) =>
    reps.filter((r) => r.state === state && r.lastMonth === Number.POSITIVE_INFINITY && r.id !== salesRep.id);
  const az = active('AZ');
  const nv = active('NV');
  const rows: (typeof employeeShareWith.$inferInsert)[] = [];
  const teammate = az.find((r) => r.branchId === salesRep.branchId) ?? az[0];
  const optional = az.find((r) => r.branchId !== salesRep.branchId);
  if (teammate) rows.push({ employee_id: salesRep.id, partner_employee_id: teammate.id, is_optional: false });
  if (optional) rows.push({ employee_id: salesRep.id, partner_employee_id: optional.id, is_optional: true });
  if (teammate) rows.push({ employee_id: teammate.id, partner_employee_id: salesRep.id, is_optional: false });
  const [a, b] = [az[5], az[7]];
  if (a && b) rows.push({ employee_id: a.id, partner_employee_id: b.id, is_optional: false });
  const [c, d] = [nv[0], nv[1]];
  if (c && d) {
    rows.push({ employee_id: c.id, partner_employee_id: d.id, is_optional: false });
    rows.push({ employee_id: d.id, partner_employee_id: c.id, is_optional: false });
  }
  return rows;
}

/**
 * Monthly guarantees: six months for recent hires, and for the demo rep the previous, current
 * and next month (so the commission screens show one).
 */
export function buildGuarantees(
  rng: Rng,
  models: readonly Employee[],
  salesRep: Employee,
  currentMonth: number,
): (typeof commGuarantees.$inferInsert)[] {
  const rows: (typeof commGuarantees.$inferInsert)[] = [];
  const monthly = (employee: Employee, month: number, amount: number, overrideIfGreater: boolean) =>
    rows.push({
      employee_id: employee.id,
      period_beg_dt: isoDay(firstOfMonthIndex(month)),
      period_end_dt: isoDay(lastOfMonthIndex(month)),
      guarantee_amount: fromCents(dollarsToCents(amount)),
      override_if_comm_greater: overrideIfGreater,
    });
  for (let m = currentMonth - 1; m <= currentMonth + 1; m++) monthly(salesRep, m, 7500, true);
  let first = true;
  for (const employee of models) {
    if (employee.kind === 'TITLE' || employee.firstMonth === Number.NEGATIVE_INFINITY) continue;
    const amount = employee.kind === 'REP' ? rng.pick([5000, 6000, 7500]) : rng.pick([4000, 4500]);
    for (let m = employee.firstMonth; m < employee.firstMonth + 6; m++) monthly(employee, m, amount, !first);
    first = false;
  }
  return rows;
}

export type DemoUserRow = typeof users.$inferInsert;

/** One user per demo sign-in; the password hash is computed once and shared. */
export function buildUsers(
  rng: Rng,
  firstId: number,
  passwordHash: string,
  salesRep: Employee,
  escrowOfficer: Employee,
): DemoUserRow[] {
  const fixedNames: Record<string, [string, string]> = {
    'super@hub.test': ['Morgan', 'Ellis'],
    'nv.super@hub.test': ['Renee', 'Castillo'],
    'admin@hub.test': ['Alex', 'Brennan'],
    'assistant@hub.test': ['Taylor', 'Nguyen'],
  };
  return DEMO_USERS.map((user, i) => {
    const linked =
      user.link === 'sales-rep' ? salesRep : user.link === 'escrow-officer' ? escrowOfficer : undefined;
    const [first, last] = linked
      ? [linked.firstName, linked.lastName]
      : (fixedNames[user.email] ?? [user.roles[0] ?? 'Demo', 'User']);
    return {
      user_id: firstId + i,
      uuid: rng.uuid(),
      email: user.email,
      password_hash: passwordHash,
      first_name: first,
      last_name: last,
      cell_phone: phone(rng, user.state === 'NV' ? '702' : '480'),
      is_active: true,
      is_verified: true,
      roles: joinRoles(user.roles),
      state: user.state,
      employee_id: linked?.id ?? null,
      view_employee_id: user.views === 'sales-rep' ? salesRep.id : null,
    };
  });
}
