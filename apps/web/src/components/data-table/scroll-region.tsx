import type { CSSProperties, ReactNode, Ref } from 'react';

export type ScrollRegionProps = {
  /** What scrolls ('Revenue Trend'); read aloud as 'Revenue Trend (scrolls)'. */
  label: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLElement>;
};

/** A box a wide table scrolls in, reachable by keyboard and named for a screen reader (axe scrollable-region-focusable). */
export function ScrollRegion({ label, children, className, style, ref }: ScrollRegionProps) {
  return (
    <section
      ref={ref}
      className={className}
      style={style}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must be reachable by keyboard (axe scrollable-region-focusable).
      tabIndex={0}
      aria-label={`${label} (scrolls)`}
    >
      {children}
    </section>
  );
}
