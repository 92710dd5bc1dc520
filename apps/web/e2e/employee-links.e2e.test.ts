// Commission guarantees (Comp & Rules) and JV relationships (JV Relationships) inside the employee
// form (spec 000 §2 employee form, §4, §5 guarantee rules, §8 guarantee and JV link messages).
// Each flow picks its own demo employee and dates no other flow uses.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { setupBrowser } from './support/browser.ts';
import { DEMO_PASSWORD, hidden, signIn, visible } from './support/hub.ts';
import { apiGet, heading, SUPER } from './support/screens.ts';

const session = setupBrowser();

const TEXT = {
  rowInvalid: 'Please enter begin date, end date, and a positive amount.',
  deleteGuarantee: 'Delete this guarantee?',
  noJvLinks: 'No JV relationships yet.',
  removeJvLink: 'Remove this JV relationship?',
  pendingGuarantee:
    'Could not save the pending guarantee row. Fix it or clear it before saving the employee.',
} as const;

type EmployeeOption = {
  uuid: string;
  employee_id: number;
  first_name: string;
  last_name: string;
  state: string;
  is_active: boolean;
};
type Guarantee = { comm_guarantee_id: number; period_beg_dt: string; guarantee_amount: string };
type JvLink = { link_id: number; jv_uuid: string; jv_name: string; is_primary: boolean };

async function activeEmployees(page: Page): Promise<EmployeeOption[]> {
  const all = await apiGet<EmployeeOption[]>(page, '/employees/simple');
  return all.filter((e) => e.is_active);
}

/** Opens the employee's form and its tab. */
async function openTab(page: Page, uuid: string, tab: 'Comp & Rules' | 'JV Relationships') {
  await page.goto(`/admin/employees/${uuid}`);
  await visible(heading(page, 'Edit Employee'));
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/**
 * Signs in as the super user and opens Comp & Rules of an active demo employee of `state`; answers
 * how to read their guarantees from the API and how many they had.
 */
async function openGuaranteesOf(page: Page, state: 'AZ' | 'NV') {
  await signIn(page, SUPER, DEMO_PASSWORD);
  const employees = await activeEmployees(page);
  const employee = employees.find((e) => e.state === state) ?? employees[0];
  if (!employee) throw new Error('no active demo employee');
  const guarantees = () => apiGet<Guarantee[]>(page, `/employees/${employee.uuid}/comm-guarantees`);
  const before = (await guarantees()).length;
  await openTab(page, employee.uuid, 'Comp & Rules');
  return { guarantees, before };
}

describe('commission guarantees in Comp & Rules', () => {
  test('add (after the validation message), edit the amount, delete after confirming', async () => {
    const { page } = session;
    const { guarantees, before } = await openGuaranteesOf(page, 'AZ');
    const add = page.getByRole('group', { name: 'Add guarantee' });
    await add.getByLabel('Begin Date').fill('2031-07-01');
    await add.getByLabel('End Date').fill('2031-07-31');
    // No amount yet: the spec's message, and nothing is created.
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(page.getByText(TEXT.rowInvalid, { exact: true }));
    await add.getByLabel('Amount').fill('0');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await visible(page.getByText(TEXT.rowInvalid, { exact: true }));
    expect(await guarantees()).toHaveLength(before);

    await add.getByLabel('Amount').fill('1234.56');
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row', { name: 'Guarantee 07/01/2031 – 07/31/2031', exact: true });
    await visible(row.getByText('$1,234.56', { exact: true }));
    await hidden(page.getByText(TEXT.rowInvalid, { exact: true }));
    expect(await add.getByLabel('Amount').inputValue()).toBe('');
    const created = (await guarantees()).find((g) => g.period_beg_dt === '2031-07-01');
    expect(created?.guarantee_amount).toBe('1234.56');

    // An amount edit to 0 is discarded; a positive one is saved.
    const editing = page.getByRole('row', { name: 'Edit guarantee 07/01/2031 – 07/31/2031', exact: true });
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await editing.getByLabel('Amount').fill('0');
    await editing.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(row.getByText('$1,234.56', { exact: true }));
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await editing.getByLabel('Amount').fill('2345.67');
    await editing.getByRole('button', { name: 'Save', exact: true }).click();
    await visible(row.getByText('$2,345.67', { exact: true }));
    expect((await guarantees()).find((g) => g.period_beg_dt === '2031-07-01')?.guarantee_amount).toBe(
      '2345.67',
    );

    // Declining the confirmation keeps it; accepting deletes it.
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await answerConfirmation(page, TEXT.deleteGuarantee, 'Cancel');
    await visible(row);
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await answerConfirmation(page, TEXT.deleteGuarantee, 'Delete');
    await hidden(row);
    expect(await guarantees()).toHaveLength(before);
  });
  test("the employee form's Save stops on a partly filled row and saves a complete one", async () => {
    const { page } = session;
    const { guarantees, before } = await openGuaranteesOf(page, 'NV');
    const add = page.getByRole('group', { name: 'Add guarantee' });
    await add.getByLabel('Begin Date').fill('2031-08-01');
    await add.getByLabel('End Date').fill('2031-08-31');
    const save = page.getByRole('button', { name: 'Save', exact: true }).first();
    await save.click();
    await visible(page.getByText(TEXT.pendingGuarantee, { exact: true }));
    await visible(page.getByText(TEXT.rowInvalid, { exact: true }));
    expect(await guarantees()).toHaveLength(before);

    await add.getByLabel('Amount').fill('500');
    await save.click();
    const row = page.getByRole('row', { name: 'Guarantee 08/01/2031 – 08/31/2031', exact: true });
    await visible(row.getByText('$500.00', { exact: true }));
    expect((await guarantees()).find((g) => g.period_beg_dt === '2031-08-01')?.guarantee_amount).toBe(
      '500.00',
    );
  });
});

describe('JV relationships', () => {
  test('add two links, make the second primary (the first loses it), remove one after confirming', async () => {
    const { page } = session;
    await signIn(page, SUPER, DEMO_PASSWORD);
    const links = (uuid: string) => apiGet<JvLink[]>(page, `/employees/${uuid}/jvs`);
    let employee: EmployeeOption | undefined;
    for (const candidate of await activeEmployees(page)) {
      if ((await links(candidate.uuid)).length === 0) {
        employee = candidate;
        break;
      }
    }
    if (!employee) throw new Error('no active demo employee without JV links');

    await openTab(page, employee.uuid, 'JV Relationships');
    await visible(page.getByText(TEXT.noJvLinks, { exact: true }));
    const add = page.getByRole('group', { name: 'Add JV relationship' });
    const select = add.getByLabel('JV', { exact: true });
    // The JV list loads after the tab opens: the placeholder and at least two JVs.
    await expect.poll(() => select.locator('option').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    const options = await select
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent ?? '' })),
      );
    const [first, second] = options.filter((o) => o.value !== '');
    if (!first || !second) throw new Error('fewer than two active JVs to link');
    const nameOf = (label: string) => label.replace(/ \([^)]*\)$/, '');
    const [firstName, secondName] = [nameOf(first.label), nameOf(second.label)];

    // The first as primary, the second not.
    await select.selectOption(first.value);
    await add.getByLabel('Primary', { exact: true }).check();
    await add.getByRole('button', { name: 'Add JV', exact: true }).click();
    const firstRow = page.getByRole('row', { name: firstName, exact: true });
    await visible(firstRow.getByText('Primary', { exact: true }));
    await select.selectOption(second.value);
    expect(await add.getByLabel('Primary', { exact: true }).isChecked()).toBe(false);
    await add.getByRole('button', { name: 'Add JV', exact: true }).click();
    const secondRow = page.getByRole('row', { name: secondName, exact: true });
    await visible(secondRow);
    expect(await secondRow.getByText('Primary', { exact: true }).count()).toBe(0);
    // A linked JV is no longer offered.
    expect(await select.locator(`option[value="${first.value}"]`).count()).toBe(0);

    // Making the second primary takes it from the first.
    await secondRow.getByLabel(`Primary: ${secondName}`).click();
    await visible(secondRow.getByText('Primary', { exact: true }));
    await hidden(firstRow.getByText('Primary', { exact: true }));
    const stored = await links(employee.uuid);
    expect(stored.filter((l) => l.is_primary).map((l) => l.jv_uuid)).toEqual([second.value]);
    expect(stored).toHaveLength(2);

    // Remove the first after confirming.
    await firstRow.getByRole('button', { name: `Remove ${firstName}`, exact: true }).click();
    await answerConfirmation(page, TEXT.removeJvLink, 'Remove');
    await hidden(firstRow);
    expect((await links(employee.uuid)).map((l) => l.jv_uuid)).toEqual([second.value]);
    await visible(secondRow.getByText('Primary', { exact: true }));
  });
});

/** Spec confirmations are Mantine modals: checks the question and answers it. */
async function answerConfirmation(page: Page, question: string, answer: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: answer, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}
