import { describe, expect, it } from 'vitest';
import { addMonths, agreementStatus, instalmentPlan } from './payment-agreement.ts';

describe('instalmentPlan', () => {
  const today = '2026-01-31';
  it('splits the rest evenly, the centavos left over to the first instalments, adding up to the debt', () => {
    const plan = instalmentPlan({ debt: 150_000, downPayment: 30_001, count: 3, firstDueDate: today, today });
    expect(plan).toEqual({
      instalments: [
        { number: 0, amount: 30_001, dueDate: today },
        { number: 1, amount: 40_000, dueDate: '2026-01-31' },
        { number: 2, amount: 40_000, dueDate: '2026-02-28' },
        { number: 3, amount: 39_999, dueDate: '2026-03-31' },
      ],
    });
  });

  it('names what is wrong', () => {
    const base = { debt: 10_000, downPayment: 0, count: 2, firstDueDate: today, today };
    expect(instalmentPlan({ ...base, debt: 0 })).toMatchObject({ problem: 'noDebt' });
    expect(instalmentPlan({ ...base, count: 25 })).toMatchObject({ problem: 'countOutOfRange' });
    expect(instalmentPlan({ ...base, count: 1.5 })).toMatchObject({ problem: 'countOutOfRange' });
    expect(instalmentPlan({ ...base, downPayment: 10_000 })).toMatchObject({
      problem: 'downPaymentTooLarge',
    });
    expect(instalmentPlan({ ...base, debt: 199 })).toMatchObject({ problem: 'instalmentsTooSmall' });
    expect(instalmentPlan({ ...base, firstDueDate: '2026-01-30' })).toMatchObject({
      problem: 'firstDueInPast',
    });
    expect(instalmentPlan({ ...base, firstDueDate: '2026-05-04' })).toMatchObject({
      problem: 'firstDueTooLate',
    });
  });
});

describe('addMonths and agreementStatus', () => {
  it('keeps the day or takes the month’s last', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('is in arrears only after a due date passes unpaid', () => {
    const due = [{ paid: false, dueDate: '2026-02-01' }];
    expect(agreementStatus('ACTIVE', due, '2026-02-01')).toBe('ACTIVE');
    expect(agreementStatus('ACTIVE', due, '2026-02-02')).toBe('IN_ARREARS');
    expect(agreementStatus('ACTIVE', [{ paid: true, dueDate: '2026-02-01' }], '2026-03-01')).toBe(
      'COMPLETED',
    );
    expect(agreementStatus('CANCELED', due, '2026-03-01')).toBe('CANCELED');
  });
});
