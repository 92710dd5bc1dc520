import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'navy',
  primaryShade: 7,
  colors: { navy, gold },
  fontFamily: 'Inter, -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
});

/** The header bar colour (spec 000 §1: a dark blue header bar). */
export const HEADER_BG = 'var(--mantine-color-navy-9)';

/**
 * Secondary text and placeholders dark enough to read (WCAG AA, 4.5:1): Mantine's defaults, grey
 * #868e96 and #adb5bd, reach 3.2:1 and 2.1:1 on white. #646c74 keeps 4.5:1 on the page's grey
 * background and on striped or hovered table rows too.
 */
export const READABLE_GREY = '#646c74';

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_GREY,
    '--mantine-color-placeholder': READABLE_GREY,
  },
  dark: {},
});
