import { describe, expect, it } from 'vitest';
import { asksForAmount, outstandingAmount } from './outstanding.ts';

describe('the outstanding amount of a payment', () => {
  it('adds a debt to the invoices chosen: Total a Pagar', () => {
    // Dívida 150,00, invoices 320,50, nothing typed yet.
    expect(outstandingAmount(-15_000, 32_050, 0)).toEqual({ kind: 'totalToPay', amount: 47_050 });
    expect(outstandingAmount(-15_000, 32_050, 40_000)).toEqual({ kind: 'totalToPay', amount: 7_050 });
  });

  it('takes a zero balance as no debt, still Total a Pagar', () => {
    expect(outstandingAmount(0, 10_000, 10_000)).toEqual({ kind: 'totalToPay', amount: 0 });
  });

  it('takes credit off the invoices chosen: Total Remanescente', () => {
    expect(outstandingAmount(5_000, 32_050, 0)).toEqual({ kind: 'remaining', amount: 27_050 });
    expect(outstandingAmount(5_000, 32_050, 27_050)).toEqual({ kind: 'remaining', amount: 0 });
  });

  it('asks for the amount only when the invoices exceed the balance', () => {
    expect(asksForAmount(-1, 0)).toBe(true);
    expect(asksForAmount(0, 0)).toBe(false);
    expect(asksForAmount(10_000, 10_000)).toBe(false);
    expect(asksForAmount(10_000, 10_001)).toBe(true);
  });
});
