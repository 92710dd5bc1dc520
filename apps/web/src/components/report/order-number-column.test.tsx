import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { orderNumberColumn } from './order-number-column';
import { ReportTable } from './report-page';

describe('orderNumberColumn', () => {
  it("heads 'Order #' and links each order number to the file search", () => {
    render(
      <MantineProvider env="test">
        <MemoryRouter>
          <ReportTable
            label="Files"
            columns={[orderNumberColumn<{ order_number: string }>()]}
            data={[{ order_number: '101-3000042' }]}
            getRowId={(row) => row.order_number}
            totals={false}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /Order #/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: '101-3000042' }).getAttribute('href')).toBe(
      '/reports/file-search?order_number=101-3000042',
    );
  });
});
