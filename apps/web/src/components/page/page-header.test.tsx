import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

function renderHeader(ui: ReactNode) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}

describe('PageHeader', () => {
  it('gives the screen its one level-one heading', () => {
    renderHeader(<PageHeader title="Branches" />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Branches']);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the back link by its words (the arrow is not read out) and the actions', () => {
    renderHeader(
      <PageHeader
        title="Edit Branch"
        back={{ to: '/admin/branches', label: 'Back to Branches' }}
        actions={<button type="button">Delete</button>}
        description="101 Scottsdale"
      />,
    );
    const back = screen.getByRole('link', { name: 'Back to Branches' });
    expect(back.getAttribute('href')).toBe('/admin/branches');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Branch' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(screen.getByText('101 Scottsdale')).toBeTruthy();
  });
});
