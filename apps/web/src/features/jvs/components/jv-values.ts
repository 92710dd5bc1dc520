import {
  type EmployeeOption,
  JV_DEFAULT_COLOR,
  JV_DEFAULT_SORT_ORDER,
  JV_PHONE_MAX,
  JV_ZIP_MAX,
  type JvEntity,
  MAGNUS_TITLE_PCT,
  type SaveJvEntityBody,
} from '@hub/contract';
import { fractionToPercent, percentToFraction } from '@hub/domain/percent';
import { formTexts } from '@/lib/form-texts';

/** The JV form's fields as typed (spec 000 §3 JV entity, §5 JV form). */
export type JvFormValues = {
  name: string;
  alias: string;
  jv_website: string;
  jv_license_num: string;
  phone_number: string;
  fax: string;
  add1: string;
  add2: string;
  city: string;
  st: string;
  zip: string;
  is_active: boolean;
  info_subdomain: string;
  /** employee_id as text; '' for none. */
  title_officer: string;
  title_email: string;
  primary_color: string;
  secondary_color: string;
  about_info: string;
  /** A whole percent 0-100 as typed ('35'); '' for none. Stored divided by 100. */
  magnus_title_pct: string;
  /** 'Report Order'. */
  sort_order: string;
};

export const NEW_JV: JvFormValues = {
  name: '',
  alias: '',
  jv_website: '',
  jv_license_num: '',
  phone_number: '',
  fax: '',
  add1: '',
  add2: '',
  city: '',
  st: '',
  zip: '',
  is_active: true,
  info_subdomain: '',
  title_officer: '',
  title_email: '',
  // Spec 000 §9: colors black, sort_order 20.
  primary_color: JV_DEFAULT_COLOR,
  secondary_color: JV_DEFAULT_COLOR,
  about_info: '',
  magnus_title_pct: '',
  sort_order: String(JV_DEFAULT_SORT_ORDER),
};

export function toFormValues(jv: JvEntity): JvFormValues {
  return {
    ...formTexts(jv, [
      'alias',
      'jv_website',
      'jv_license_num',
      'phone_number',
      'fax',
      'add1',
      'add2',
      'city',
      'st',
      'zip',
      'info_subdomain',
      'title_email',
      'about_info',
    ]),
    name: jv.name,
    is_active: jv.is_active,
    title_officer: jv.title_officer === null ? '' : String(jv.title_officer),
    primary_color: jv.primary_color,
    secondary_color: jv.secondary_color,
    magnus_title_pct: fractionToPercent(jv.magnus_title_pct) ?? '',
    sort_order: String(jv.sort_order),
  };
}

/** ZIP: digits, at most 5. */
export const cleanZip = (text: string) => text.replace(/\D/g, '').slice(0, JV_ZIP_MAX);
/** Phone and fax: at most 14 characters, e.g. '(602) 555-1234'. */
export const cleanPhone = (text: string) => text.slice(0, JV_PHONE_MAX);

const { min: MAGNUS_MIN, max: MAGNUS_MAX } = MAGNUS_TITLE_PCT;
export const MAGNUS_PCT_ERROR = `Magnus Title % must be a whole number from ${MAGNUS_MIN} to ${MAGNUS_MAX}`;

/**
 * The form's own rule (spec 000 §5): Magnus Title % is typed as a whole percent and sent divided by 100,
 * so 150 or 12.5 is refused here in the form's words, never rounded or cut. The contract checks the rest.
 */
export function checkMagnusPercent(values: JvFormValues): Partial<Record<'magnus_title_pct', string>> {
  const pct = values.magnus_title_pct.trim();
  const whole = /^\d{1,3}$/.test(pct) && Number(pct) >= MAGNUS_MIN && Number(pct) <= MAGNUS_MAX;
  return pct === '' || whole ? {} : { magnus_title_pct: MAGNUS_PCT_ERROR };
}

const textOrNull = (text: string) => text.trim() || null;

/** What is sent: trimmed text, empty as null, the percent divided by 100, the state upper-cased. */
export function toSaveBody(values: JvFormValues): SaveJvEntityBody {
  const pct = values.magnus_title_pct.trim();
  return {
    name: values.name.trim(),
    alias: textOrNull(values.alias),
    jv_website: textOrNull(values.jv_website),
    jv_license_num: textOrNull(values.jv_license_num),
    phone_number: textOrNull(values.phone_number),
    fax: textOrNull(values.fax),
    add1: textOrNull(values.add1),
    add2: textOrNull(values.add2),
    city: textOrNull(values.city),
    st: textOrNull(values.st)?.toUpperCase() ?? null,
    zip: textOrNull(values.zip),
    is_active: values.is_active,
    info_subdomain: textOrNull(values.info_subdomain),
    title_officer: values.title_officer ? Number(values.title_officer) : null,
    title_email: textOrNull(values.title_email),
    primary_color: values.primary_color,
    secondary_color: values.secondary_color,
    about_info: textOrNull(values.about_info),
    magnus_title_pct: pct === '' ? null : percentToFraction(pct),
    // Left empty: a new JV takes the default order, a stored one keeps its own.
    sort_order: values.sort_order.trim() === '' ? undefined : Number(values.sort_order.trim()),
  };
}

/** Logos: PNG or JPEG only (spec 000 §5); the server checks the content again. */
export const LOGO_TYPE_ERROR = 'The logo must be a PNG or JPEG image.';
export const LOGO_ACCEPT = 'image/png,image/jpeg,.png,.jpg,.jpeg';

export function isLogoFile(file: { name: string; type: string }): boolean {
  const byType = file.type === 'image/png' || file.type === 'image/jpeg';
  const byName = /\.(png|jpe?g)$/i.test(file.name);
  return byType && byName;
}

export const UNASSIGNED = 'Unassigned';
export type JvGroup = { state: string; jvs: JvEntity[] };

/**
 * JVs by state: AZ, NV, any other state alphabetically, then the JVs without a state as
 * 'Unassigned'. Each group keeps the server's order (report order, then name).
 */
export function groupJvsByState(jvs: readonly JvEntity[]): JvGroup[] {
  const groups = new Map<string, JvEntity[]>();
  for (const jv of jvs) {
    const state = jv.st?.trim() || UNASSIGNED;
    const list = groups.get(state) ?? [];
    list.push(jv);
    groups.set(state, list);
  }
  const rank = (state: string) => (state === 'AZ' ? 0 : state === 'NV' ? 1 : state === UNASSIGNED ? 3 : 2);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([state, list]) => ({ state, jvs: list }));
}

/** 'Last, First' options for the title officer picker; the current officer stays even if not listed. */
export function titleOfficerOptions(
  employees: readonly EmployeeOption[],
  current: string,
): { value: string; label: string }[] {
  const options = employees
    .filter((e) => e.is_active || String(e.employee_id) === current)
    .map((e) => ({
      value: String(e.employee_id),
      label: `${e.last_name}, ${e.first_name}${e.is_active ? '' : ' (inactive)'}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
  if (current && !options.some((o) => o.value === current)) {
    options.unshift({ value: current, label: `Employee #${current}` });
  }
  return options;
}
