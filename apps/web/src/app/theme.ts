import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  luminance,
  type MantineColorsTuple,
  type MantineTheme,
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
 * #868e96 and #adb5bd, reach 3.2:1 and 2.1:1 on white. #5f6770 keeps 4.5:1 on the page's grey
 * background and on striped or hovered table rows too.
 */
export const READABLE_GREY = '#5f6770';

/** WCAG's contrast ratio of two colours. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Normal text needs 4.5:1; a little more, for the row stripes and hovers light badges sit on. */
const TEXT_CONTRAST = 4.7;

/**
 * Text of the light variant (badges, light buttons, alerts' titles) is shade 9 on shade 1; for
 * orange, green, yellow, lime and teal that is under 4.5:1 (orange 3.6:1), so it is darkened until
 * it reads.
 */
function readableLightVariants(theme: MantineTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const background = shades[1];
    let text = shades[9];
    for (let step = 0; step < 20 && contrastRatio(text, background) < TEXT_CONTRAST; step += 1) {
      text = darken(text, 0.05);
    }
    if (text !== shades[9]) variables[`--mantine-color-${name}-light-color`] = text;
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': READABLE_GREY,
    '--mantine-color-placeholder': READABLE_GREY,
    ...readableLightVariants(resolved),
  },
  dark: {},
});
