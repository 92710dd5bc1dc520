import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type SectionProps = { title: string; children: ReactNode };

/** A titled part of a page's tab (an employee's guarantees, JV relationships). */
export function Section({ title, children }: SectionProps) {
  return (
    <Stack gap="sm">
      <Title order={4}>{title}</Title>
      {children}
    </Stack>
  );
}
