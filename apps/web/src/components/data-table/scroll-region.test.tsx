import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './scroll-region';

describe('ScrollRegion', () => {
  it('is a region named for what scrolls, reachable by keyboard', () => {
    render(
      <ScrollRegion label="Revenue Trend" style={{ overflowX: 'auto' }}>
        <table aria-label="Revenue Trend" />
      </ScrollRegion>,
    );
    const region = screen.getByRole('region', { name: 'Revenue Trend (scrolls)' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.style.overflowX).toBe('auto');
    expect(region.querySelector('table')).toBeTruthy();
  });
});
