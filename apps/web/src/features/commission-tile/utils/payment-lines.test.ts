import { describe, expect, it } from 'vitest';
import { ANN, BOB, CAT, DAN, EVE, PAYER_UUID, PERIOD, storedPayment } from '../components/tile-fixtures';
import {
  activeLines,
  buildDistribution,
  isEmptyDistribution,
  lineLabels,
  plannedSaves,
  slotOptions,
  storedAmounts,
  updateLine,
  visibleMainLines,
} from './payment-lines';

describe("the distribution dialog's lines (spec 000 §4, §5, §9)", () => {
  const payees = { share_with: [ANN, BOB], opt_share_with: [CAT, DAN, EVE] };

  it('is empty with no payees and no stored payments', () => {
    expect(isEmptyDistribution({ share_with: [], opt_share_with: [] }, [])).toBe(true);
    expect(isEmptyDistribution({ share_with: [], opt_share_with: [] }, [storedPayment(ANN, '1.00', 1)])).toBe(
      false,
    );
    expect(isEmptyDistribution(payees, [])).toBe(false);
  });

  it('lists the main payees with their stored payments and loads at most two optional ones into the slots', () => {
    const stored = [
      storedPayment(BOB, '20', 1),
      storedPayment(CAT, '5.5', 2),
      storedPayment(DAN, '1', 3),
      storedPayment(EVE, '2', 4),
    ];
    const distribution = buildDistribution(payees, stored);
    expect(distribution.main.map((line) => [line.payeeName, line.amount, line.paymentUuid !== null])).toEqual(
      [
        ['Ann Lee', '', false],
        ['Bob Lee', '20.00', true],
      ],
    );
    expect(distribution.slots.map((slot) => [slot.payeeUuid, slot.amount])).toEqual([
      [CAT.uuid, '5.50'],
      [DAN.uuid, '1.00'],
    ]);
    expect(storedAmounts(distribution)).toEqual(['20', '5.5', '1']);
  });

  it('takes a payee chosen in an optional slot out of the main list, and out of the other slot', () => {
    const both = { share_with: [ANN, CAT], opt_share_with: [CAT, DAN] };
    const distribution = updateLine(buildDistribution(both, []), 'slot-0', {
      payeeUuid: CAT.uuid,
      payeeName: 'Cat Lee',
    });
    expect(visibleMainLines(distribution).map((line) => line.payeeName)).toEqual(['Ann Lee']);
    expect(slotOptions(both, distribution, 1).map((p) => p.first_name)).toEqual(['Dan']);
    expect(activeLines(distribution).map((line) => line.payeeName)).toEqual(['Ann Lee', 'Cat Lee']);
  });

  it('updates a stored payment, creates a new one above zero and skips a new empty one', () => {
    let distribution = buildDistribution(payees, [storedPayment(BOB, '20.00', 1)]);
    distribution = updateLine(distribution, `main-${BOB.uuid}`, { amount: '25' });
    distribution = updateLine(distribution, 'slot-0', { payeeUuid: CAT.uuid, amount: '10.5' });
    const saves = plannedSaves(distribution, PAYER_UUID, PERIOD);
    expect(saves).toEqual([
      {
        uuid: '10000000-0000-4000-8000-000000000001',
        body: {
          from_employee_uuid: PAYER_UUID,
          to_employee_uuid: BOB.uuid,
          period_begin: '2026-02-01',
          period_end: '2026-02-28',
          amount: '25.00',
        },
      },
      {
        uuid: null,
        body: {
          from_employee_uuid: PAYER_UUID,
          to_employee_uuid: CAT.uuid,
          period_begin: '2026-02-01',
          period_end: '2026-02-28',
          amount: '10.50',
        },
      },
    ]);
  });

  it("names each of one payee's several payments apart", () => {
    const distribution = buildDistribution({ share_with: [ANN, BOB], opt_share_with: [] }, [
      storedPayment(ANN, '350.00', 1),
      storedPayment(ANN, '525.00', 2),
    ]);
    expect(lineLabels(visibleMainLines(distribution))).toEqual([
      'Ann Lee (payment 1)',
      'Bob Lee',
      'Ann Lee (payment 2)',
    ]);
  });
});
