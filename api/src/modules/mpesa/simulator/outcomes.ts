// What the simulator does with a C2B request, chosen by the last digit of the customer's number so demos and tests
// can ask for each outcome (README "M-Pesa simulator"). `delays` counts the simulator's delay units.

export interface ScriptedOutcome {
  /** What the C2B call answers, after `delays` units. */
  code: string;
  httpStatus: number;
  description: string;
  delays: number;
  /** What a later status query finds (the customer may still pay after the provider's timeout). */
  finally: 'Completed' | 'Cancelled' | 'Expired' | 'Failed';
}

const success = (delays: number): ScriptedOutcome => ({
  code: 'INS-0',
  httpStatus: 201,
  description: 'Request processed successfully',
  delays,
  finally: 'Completed',
});

export const SCRIPTED_OUTCOMES: Record<string, ScriptedOutcome> = {
  '1': success(1),
  '2': {
    code: 'INS-5',
    httpStatus: 422,
    description: 'Transaction cancelled by customer',
    delays: 1,
    finally: 'Cancelled',
  },
  '3': { code: 'INS-9', httpStatus: 408, description: 'Request timeout', delays: 1, finally: 'Completed' },
  '4': {
    code: 'INS-2006',
    httpStatus: 422,
    description: 'Insufficient balance',
    delays: 1,
    finally: 'Failed',
  },
  '5': { code: 'INS-6', httpStatus: 422, description: 'Transaction Failed', delays: 1, finally: 'Failed' },
  '6': { code: 'INS-9', httpStatus: 408, description: 'Request timeout', delays: 1, finally: 'Expired' },
  '7': success(5),
  '8': success(0),
};

/** The outcome for a number: scripted by its last digit, otherwise success after one delay. */
export function outcomeFor(msisdn: string): ScriptedOutcome {
  return SCRIPTED_OUTCOMES[msisdn.slice(-1)] ?? success(1);
}
