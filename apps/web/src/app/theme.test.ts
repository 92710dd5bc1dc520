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
});
