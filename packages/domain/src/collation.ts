/**
 * The one order of names on every report and list (branches, JVs, escrow officers, reps): en-US,
 * case and accents ignored, a number inside a name read by its value ('9 Small' before '101 Mesa').
 */
const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** Comparator of two names in the one order (`Intl.Collator#compare`, usable on its own). */
export const compareNames: (a: string, b: string) => number = collator.compare;
