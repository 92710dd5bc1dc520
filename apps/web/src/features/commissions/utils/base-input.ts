import { fromCents, roundToCents } from '@hub/domain';

/** Spec 001 §8 (Edit Base dialog): what a non-numeric base says. */
export const BASE_NOT_A_NUMBER = 'Base must be a number (or leave blank).';

/** Spec 001 §5: base inputs keep only digits and the decimal point. */
export const stripBaseInput = (text: string): string => text.replace(/[^\d.]/g, '');

/**
 * The base a dialog's text stands for: null when blank (clears the base), the amount as decimal text
 * with two decimals (rounded half away from zero), or an error for anything that is not a number
 * ('.', '1.2.3').
 */
export function parseBaseInput(text: string): { base: string | null } | { error: string } {
  const stripped = stripBaseInput(text);
  if (stripped === '') return { base: null };
  if (!/^(\d+(\.\d*)?|\.\d+)$/.test(stripped)) return { error: BASE_NOT_A_NUMBER };
  const normalized = stripped.startsWith('.') ? `0${stripped}` : stripped.replace(/\.$/, '');
  return { base: fromCents(roundToCents(normalized)) };
}
