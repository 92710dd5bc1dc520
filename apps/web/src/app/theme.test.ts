import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, READABLE_GREY, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;
const gray = resolved.colors.gray;

describe('theme contrast (WCAG AA, 4.5:1 for normal text)', () => {
  it('secondary text and placeholders read on white, the page grey and striped or hovered rows', () => {
    expect(light['--mantine-color-dimmed']).toBe(READABLE_GREY);
    expect(light['--mantine-color-placeholder']).toBe(READABLE_GREY);
    for (const background of ['#ffffff', gray[0], gray[1], gray[2]]) {
      expect(contrastRatio(READABLE_GREY, background)).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own grey did not.
    expect(contrastRatio(gray[6], '#ffffff')).toBeLessThan(4.5);
  });

  it('light badges and buttons of every colour read on their own background', () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const text = light[`--mantine-color-${name}-light-color`] ?? shades[9];
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
    }
    expect(light['--mantine-color-orange-light-color']).toBeDefined();
  });

  it('filled buttons carry readable white text, and coloured text and field errors read on the page grey', () => {
    for (const [name, shades] of Object.entries(resolved.colors)) {
      const filled = light[`--mantine-color-${name}-filled`] ?? shades[7];
      expect(contrastRatio(filled, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(filled, gray[0]), name).toBeGreaterThanOrEqual(4.5);
    }
    // Mantine's own red (shade 7, 3.8:1) did not; red text of any shade from 6 reads on the page grey.
    expect(contrastRatio(DEFAULT_THEME.colors.red[7], '#ffffff')).toBeLessThan(4.5);
    for (const shade of [6, 7, 8, 9] as const) {
      expect(contrastRatio(resolved.colors.red[shade], gray[0])).toBeGreaterThanOrEqual(4.5);
    }
    for (const shade of [7, 8, 9] as const) {
      expect(contrastRatio(resolved.colors.green[shade], gray[0])).toBeGreaterThanOrEqual(4.5);
    }
    expect(light['--mantine-color-error']).toBe('var(--mantine-color-red-filled)');
  });
});
