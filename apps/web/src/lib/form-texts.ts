/** The keys of `T` whose values are text or none. */
type TextKey<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T];

/** The fields `K` of `T` as a form holds them. */
export type FormTexts<T, K extends keyof T> = { [P in K]: NonNullable<T[P]> | '' };

/** A record's text fields as a form holds them: the text, or '' where the record has none. */
export function formTexts<T, K extends TextKey<T>>(record: T, keys: readonly K[]): FormTexts<T, K> {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as FormTexts<T, K>;
}
