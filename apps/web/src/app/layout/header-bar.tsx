import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogos } from '@/components/brand-logos';
import { paths } from '@/config/paths';
import classes from './layout.module.css';

/** The header bar's height, its 3 px gold line included (layout.module.css uses the same 64 px). */
export const HEADER_HEIGHT = 64;

export type HeaderBarProps = {
  /** What sits right of the logos: the menu when signed in; nothing on the login screen. */
  children?: ReactNode;
};

/** The dark blue bar's content: both logos, linking home, then the screen's own part (spec 000 §1, §2 Layout). */
export function HeaderBar({ children }: HeaderBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="md">
      <Link to={paths.home.getHref()} className={classes.brand} aria-label="Hub home">
        <BrandLogos />
      </Link>
      {children}
    </Group>
  );
}
