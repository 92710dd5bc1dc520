import {
  type AutocompleteProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  type FileInputProps,
  Loader,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';

/** The header's dark blue, lightest to darkest. */
const navy: MantineColorsTuple = [
  '#eaf0fb',
  '#d2ddf2',
  '#a3b9e4',
  '#7193d6',
  '#4873ca',
  '#2f5fc3',
  '#2254c1',
  '#1a46a9',
  '#153d98',
  '#12305f',
];

/** The logos' gold. */
const gold: MantineColorsTuple = [
  '#fff8e2',
  '#fdefcd',
  '#f9dd9d',
  '#f6ca69',
  '#f2c14e',
  '#f1b42c',
  '#f0ad1a',
  '#d6980b',
  '#be8600',
  '#a47200',
];

/**
 * Mantine's red with shades 6 to 9 darker, so red text reads wherever it is written (c="red.7" on
 * the page grey was 3.6:1; now 6.3:1): errors, destructive buttons, negative money.
 */
const red: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#c92a2a',
  '#b02525',
  '#9b2020',
  '#861b1b',
];

/** Mantine's green with shades 7 to 9 darker, so green text reads (c="green.8" was 3.4:1 on white). */
const green: MantineColorsTuple = [
  '#ebfbee',
  '#d3f9d8',
  '#b2f2bb',
  '#8ce99a',
  '#69db7c',
  '#51cf66',
  '#2b8a3e',
  '#267a37',
  '#216b30',
  '#1c5c29',
];

const scrollingOptions = { options: { maxHeight: 220, overflowY: 'auto' } } as const;

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { navy, gold, red, green },
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // A labelled spinner is a status (a bare span may not carry aria-label).
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
    // The clear button of a file field is an icon only: it says what it does. Written without
    // `FileInput.extend`, which would bring the component into every page's first load.
    FileInput: {
      defaultProps: { clearButtonProps: { 'aria-label': 'Clear file' } } satisfies FileInputProps,
    },
    // A long list of options scrolls in the listbox itself, not in a ScrollArea inside it: axe takes
    // a combobox's own listbox as reachable (the arrow keys move through it) but not a scrolling
    // element within it (scrollable-region-focusable).
    Select: { defaultProps: { withScrollArea: false } satisfies SelectProps, styles: scrollingOptions },
    MultiSelect: {
      defaultProps: { withScrollArea: false } satisfies MultiSelectProps,
      styles: scrollingOptions,
    },
    Autocomplete: {
      defaultProps: { withScrollArea: false } satisfies AutocompleteProps,
      styles: scrollingOptions,
    },
  },
});

/** The header bar colour (spec 000 §1: a dark blue header bar). */
export const HEADER_BG = 'var(--mantine-color-navy-9)';

/**
 * Secondary text and placeholders dark enough to read (WCAG AA, 4.5:1): Mantine's defaults, grey
 * #868e96 and #adb5bd, reach 3.2:1 and 2.1:1 on white. #5f6770 keeps 4.5:1 on the page's grey
 * background and on striped or hovered table rows too.
 */
export const READABLE_GREY = '#5f6770';

/** WCAG's contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Normal text needs 4.5:1; a little more, for the page grey, row stripes and hovers it also sits on. */
const TEXT_CONTRAST = 4.8;

/** `color` darkened in small steps until it reads on `background`. */
function readableOn(color: string, background: string): string {
  let text = color;
  for (let step = 0; step < 20 && contrastRatio(text, background) < TEXT_CONTRAST; step += 1) {
    text = darken(text, 0.05);
  }
  return text;
}

/**
 * Mantine's colours where text must read (WCAG AA): the filled shade (white text on buttons and
 * badges; also coloured text such as c="red" and field errors) is shade 7, and red, green, orange,
 * yellow, teal… reach only 2 to 3.9:1 with white; the light variant's text is shade 9 on shade 1,
 * and orange, green, yellow… reach under 4.5:1 (orange 3.6:1). Those are darkened until they read.
 */
function readableColours(theme: MantineTheme): Record<string, string> {
  const shade = typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = readableOn(shades[shade], '#ffffff');
    if (filled !== shades[shade]) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    }
    const lightText = readableOn(shades[9], shades[1]);
    if (lightText !== shades[9]) variables[`--mantine-color-${name}-light-color`] = lightText;
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_GREY,
    '--mantine-color-placeholder': READABLE_GREY,
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
    ...readableColours(resolved),
  },
  dark: {},
});
