import { BRANCH_EMAIL_FAILED, branchEmailNoRecipients } from '@hub/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBranch } from '../../../test/fixtures/branches.ts';
import { insertRolledFile } from '../../../test/fixtures/report-files.ts';
import { setReportOptions } from '../../../test/fixtures/report-options.ts';
import { buildTestApp, signedInUser, testAppForFile } from '../../../test/helper.ts';
import { calendarDays, outbox } from '../../db/schema/index.ts';
import type { MailMessage } from '../../mail/mail-service.ts';
import {
  branchSummaryEmailJob,
  branchSummaryMailKey,
  sendScheduledBranchSummaries,
} from './branch-summary-job.ts';

/** GET /api/email/ and the scheduled daily branch summary e-mails (spec 000 §6, §7). */
const t = testAppForFile();

type MailPayload = {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments: { filename: string; content_base64: string; content_type?: string }[];
};

const mails = async () =>
  (
    await t.db
      .select({ key: outbox.unique_key, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, 'mail.send'))
      .orderBy(outbox.id)
  ).map((row) => ({ key: row.key, ...(row.payload as MailPayload) }));

/** The attached workbook's rows (cell values), parsed back with exceljs. */
async function workbookRows(mail: MailPayload): Promise<unknown[][]> {
  const [attachment] = mail.attachments;
  if (!attachment) throw new Error('no attachment');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(attachment.content_base64, 'base64') as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

beforeAll(async () => {
  const mesa = await createBranch(t.db, { name: '103 Mesa - Magnus Title Agency', state: 'AZ' });
  const tempe = await createBranch(t.db, { name: '104 Tempe & Co <Escrow>', state: 'AZ' });
  await createBranch(t.db, { name: '202 Henderson - Magnus Title Agency', state: 'NV' });
  const closed = { state: 'AZ' as const, order_status: 'CLOSED' as const };
  await insertRolledFile(t.db, {
    ...closed,
    branch_id: mesa.branch_id,
    open_date: '2026-03-02',
    disb_date: '2026-03-04',
    settlement_fee: '1234.50',
  });
  await insertRolledFile(t.db, {
    ...closed,
    branch_id: mesa.branch_id,
    open_date: '2025-03-03',
    disb_date: '2025-03-05',
    settlement_fee: '2000.00',
  });
  await insertRolledFile(t.db, {
    ...closed,
    branch_id: tempe.branch_id,
    open_date: '2026-03-05',
    disb_date: '2026-03-06',
    settlement_fee: '100.00',
  });
  await setReportOptions(t.db, 'AZ', { reports_send_to: ['ops@hub.test', 'owner@hub.test'] });
});
beforeEach(async () => {
  await t.db.delete(outbox).where(eq(outbox.kind, 'mail.send'));
});

describe('GET /api/email/', () => {
  const email = (headers: Record<string, string>, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/email/?${query}`, headers });

  it("queues the summary to the state's recipients: an HTML table and a real .xlsx", async () => {
    const response = await email(t.as('superUser'), 'state=AZ&report_date=2026-03-10');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ state: 'AZ', report_date: '2026-03-10', queued: 2 });
    const [mail, ...others] = await mails();
    expect(others).toEqual([]);
    expect(mail?.to).toEqual(['ops@hub.test', 'owner@hub.test']);
    expect(mail?.subject).toBe('Branch Escrow Summary AZ 03/10/2026');
    const html = mail?.html ?? '';
    expect(html).toContain('<table');
    expect(html).toContain('<td style="border:1px solid #ccc;padding:4px 8px;text-align:left">103 Mesa</td>');
    expect(html).toContain('$1,234.50');
    expect(html).toContain('$2,000.00');
    // Revenue down (1234.50 - 2000) / 2000 = -38.275%: red, in parentheses.
    expect(html).toMatch(/color:#c92a2a">\(38\.3%\)</);
    // Names are escaped.
    expect(html).toContain('104 Tempe &#38; Co &#60;Escrow&#62;');
    expect(html).toMatch(/font-weight:bold">TOTAL</);
    expect(html).toContain('$1,334.50');

    // Named by the report's state and date, not by the day it was sent.
    expect(mail?.attachments[0]?.filename).toBe('branch_escrow_summary_AZ_2026-03-10.xlsx');
    const rows = await workbookRows(mail as MailPayload);
    expect(rows[0]).toEqual(['Branch Escrow Summary AZ']);
    // Under the title, the dates it compares as the body and the export say them (issue 17).
    expect(rows[1]).toEqual([
      'Compared: 03/01/2026–03/10/2026 with 03/01/2025–03/10/2025 (the same days a year earlier)',
    ]);
    expect(html).toContain(String(rows[1]?.[0]));
    const header = rows.findIndex((r) => r[0] === 'Branch');
    expect(rows[header]).toContain('Current Year Revenue');
    const body = rows.slice(header + 1);
    expect(body.map((r) => r[0])).toEqual(['103 Mesa', '104 Tempe & Co <Escrow>', 'TOTAL']);
    expect(body[0]).toEqual(['103 Mesa', 1, 1, 1234.5, 0, 1, 1, 2000, 0, 0, -0.383]);
    expect(body[2]?.slice(0, 4)).toEqual(['TOTAL', 2, 2, 1334.5]);
  });

  it('answers 400 when the state has no recipients', async () => {
    const response = await email(t.as('admin'), 'state=NV');
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(branchEmailNoRecipients('NV'));
    expect(await mails()).toEqual([]);
    expect(BRANCH_EMAIL_FAILED).toBe('❌ Failed to queue emails.');
  });

  it("lets a State Super User send their own state's only; administrators only", async () => {
    expect((await email(t.as('nvSuper'), 'state=AZ')).statusCode).toBe(403);
    const az = await signedInUser(t, { roles: ['State Super User'], state: 'AZ' });
    expect((await email(az.headers, 'report_date=2026-03-10')).statusCode).toBe(200);
    for (const roles of [['Sales'], ['Sales-Assistant'], ['Escrow Officer']] as const) {
      const { headers } = await signedInUser(t, { roles });
      expect((await email(headers, 'state=AZ')).statusCode, roles[0]).toBe(403);
    }
    expect((await email({}, 'state=AZ')).statusCode).toBe(401);
    expect(await mails()).toHaveLength(1);
  });

  describe('pressed again and again', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("queues one e-mail of a state's day an hour, however often and however concurrently; each call says it is queued", async () => {
      // Saturday 2026-11-28, 09:15 in Los Angeles.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T17:15:00Z') });
      const press = () => email(t.as('superUser'), 'state=AZ&report_date=2026-03-10');
      // Half of them on a second instance of the server (the same database).
      const second = await buildTestApp({ sameDatabaseAs: t });
      try {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) =>
            (i % 2 === 0 ? t.app : second.app).inject({
              method: 'GET',
              url: '/api/email/?state=AZ&report_date=2026-03-10',
              headers: t.as('superUser'),
            }),
          ),
        );
        for (const response of answers) {
          expect(response.statusCode, response.body).toBe(200);
          expect(response.json()).toEqual({ state: 'AZ', report_date: '2026-03-10', queued: 2 });
        }
      } finally {
        await second.close();
      }
      for (let i = 0; i < 5; i += 1) expect((await press()).statusCode).toBe(200);
      // Another day of the same state is another e-mail.
      expect((await email(t.as('admin'), 'state=AZ&report_date=2026-03-09')).statusCode).toBe(200);
      const first = await mails();
      expect(first.map((m) => [m.key, m.to])).toEqual([
        [
          'mail.send@branch-summary:AZ:2026-03-10:manual:2026-11-28T17:15:00.000Z',
          ['ops@hub.test', 'owner@hub.test'],
        ],
        [
          'mail.send@branch-summary:AZ:2026-03-09:manual:2026-11-28T17:15:00.000Z',
          ['ops@hub.test', 'owner@hub.test'],
        ],
      ]);

      vi.setSystemTime(new Date('2026-11-28T18:14:59.999Z'));
      expect((await press()).statusCode).toBe(200);
      expect(await mails()).toHaveLength(2);
      // An hour after the first, a deliberate re-send goes out; then the hour starts again from it.
      vi.setSystemTime(new Date('2026-11-28T18:15:00Z'));
      expect((await press()).json()).toEqual({ state: 'AZ', report_date: '2026-03-10', queued: 2 });
      vi.setSystemTime(new Date('2026-11-28T18:45:00Z'));
      expect((await press()).statusCode).toBe(200);
      expect((await mails()).map((m) => m.key)).toEqual([
        ...first.map((m) => m.key),
        'mail.send@branch-summary:AZ:2026-03-10:manual:2026-11-28T18:15:00.000Z',
      ]);
    });

    it("leaves the morning's scheduled e-mail to go out after a press of the button", async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-11T12:50:00Z') });
      // 05:50 on Wednesday 2026-03-11 in Los Angeles: the button sends Tuesday's summary...
      expect((await email(t.as('superUser'), 'state=AZ')).json().report_date).toBe('2026-03-10');
      // ... and at 06:00 the scheduled run sends it too, as every business morning.
      const outcomes = await sendScheduledBranchSummaries(
        t.db,
        (message, options) => t.app.mail.send(message, options),
        '2026-03-11',
      );
      expect(outcomes[0]).toEqual({ state: 'AZ', report_date: '2026-03-10', outcome: 'queued' });
      expect((await mails()).map((m) => m.key)).toEqual([
        'mail.send@branch-summary:AZ:2026-03-10:manual:2026-03-11T12:50:00.000Z',
        `mail.send@${branchSummaryMailKey('AZ', '2026-03-10')}`,
      ]);
    });
  });

  it('refuses bad input', async () => {
    for (const query of ['state=XX', 'report_date=03/10/2026', 'to=me@x.com']) {
      const response = await email(t.as('admin'), query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().detail).toBeTruthy();
    }
  });
});

describe('the daily branch summary job', () => {
  const capture = () => {
    const sent: { message: MailMessage; key: string | undefined }[] = [];
    const send = async (message: MailMessage, options?: { key?: string }) => {
      sent.push({ message, key: options?.key });
      return true;
    };
    return { sent, send };
  };

  it("sends each state's previous business day; a Monday sends Friday's; a state without recipients is skipped", async () => {
    const { sent, send } = capture();
    const outcomes = await sendScheduledBranchSummaries(t.db, send, '2026-03-09');
    expect(outcomes).toEqual([
      { state: 'AZ', report_date: '2026-03-06', outcome: 'queued' },
      { state: 'NV', report_date: '2026-03-06', outcome: 'no recipients' },
    ]);
    expect(sent.map((s) => [s.key, s.message.subject])).toEqual([
      ['branch-summary:AZ:2026-03-06', 'Branch Escrow Summary AZ 03/06/2026'],
    ]);
  });

  it("skips a state's closures, and reports on the business day before one", async () => {
    await t.db.insert(calendarDays).values([
      { state: 'AZ', day_date: '2026-04-03', is_business_day: false, holiday_name: 'Closed' },
      { state: 'AZ', day_date: '2026-04-06', is_business_day: false, holiday_name: 'Closed' },
    ]);
    const { sent, send } = capture();
    const closed = await sendScheduledBranchSummaries(t.db, send, '2026-04-06');
    expect(closed[0]).toEqual({ state: 'AZ', report_date: null, outcome: 'not a business day' });
    await sendScheduledBranchSummaries(t.db, send, '2026-04-07');
    // The 6th and the 3rd were closed, the 4th and 5th a weekend: Thursday the 2nd.
    expect(sent.map((s) => s.key)).toEqual(['branch-summary:AZ:2026-04-02']);
  });

  it('runs each weekday slot once across two instances and queues the e-mail once', async () => {
    expect(branchSummaryEmailJob.cron).toBe('0 6 * * 1-5');
    const second = await buildTestApp({ sameDatabaseAs: t });
    try {
      // Wednesday 2026-03-11 06:00:05 in Los Angeles (PDT).
      const at = new Date('2026-03-11T13:00:05Z');
      await Promise.all([t.app.jobs.tick(at), second.app.jobs.tick(at)]);
      await Promise.all([t.app.jobs.drain(), second.app.jobs.drain()]);
      const slots = await t.db
        .select({ key: outbox.unique_key, status: outbox.status })
        .from(outbox)
        .where(eq(outbox.kind, branchSummaryEmailJob.kind));
      expect(slots).toEqual([
        { key: `${branchSummaryEmailJob.kind}@2026-03-11T13:00:00.000Z`, status: 'done' },
      ]);
      const queued = await mails();
      expect(queued.map((m) => m.key)).toEqual([`mail.send@${branchSummaryMailKey('AZ', '2026-03-10')}`]);
      expect(queued[0]?.html).toContain('$1,334.50');
      // The e-mail job ran too (written to the outbox folder).
      const [sentMail] = await t.db
        .select({ status: outbox.status })
        .from(outbox)
        .where(eq(outbox.kind, 'mail.send'));
      expect(sentMail?.status).toBe('done');
    } finally {
      await second.close();
    }
  });
});
