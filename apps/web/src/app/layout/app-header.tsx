import { Burger, Group, Menu, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { HeaderBar } from './header-bar';
import classes from './layout.module.css';
import type { NavItem } from './nav-items';

// The header's quick find, fetched once the signed-in layout is up (never part of /login's first load).
const QuickFindMount = lazy(() => import('./quick-find-mount').then((m) => ({ default: m.QuickFindMount })));

export type AppHeaderProps = {
  items: NavItem[];
  userName?: string;
  onLogout: () => void;
};

/** The header bar of the signed-in screens: both logos and the top menu (spec 000 §2 Layout). */
export function AppHeader({ items, userName, onLogout }: AppHeaderProps) {
  return (
    <HeaderBar>
      <Group gap="sm" wrap="nowrap" ml="auto">
        <Suspense fallback={null}>
          <QuickFindMount />
        </Suspense>
        <Group component="nav" aria-label="Main" gap={4} wrap="nowrap" visibleFrom="md">
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end ?? false} className={classes.navLink}>
              {item.label}
            </NavLink>
          ))}
          <button type="button" className={classes.navLink} onClick={onLogout}>
            Logout
          </button>
          {userName && (
            <Text size="sm" c="gold.3" ml="sm" visibleFrom="lg" truncate maw={180}>
              {userName}
            </Text>
          )}
        </Group>
        {/* No focus placeholder: Mantine's is a focusable role="presentation" element inside the
          role="menu" list, which axe refuses (aria-required-children); the list itself takes focus. */}
        <Menu position="bottom-end" width={220} shadow="md" withInitialFocusPlaceholder={false}>
          <Menu.Target>
            <Burger color="white" size="sm" hiddenFrom="md" aria-label="Open menu" />
          </Menu.Target>
          <Menu.Dropdown>
            {userName && <Menu.Label>{userName}</Menu.Label>}
            {items.map((item) => (
              <Menu.Item key={item.to} component={Link} to={item.to}>
                {item.label}
              </Menu.Item>
            ))}
            <Menu.Divider />
            <Menu.Item onClick={onLogout}>Logout</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </HeaderBar>
  );
}
