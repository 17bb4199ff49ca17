// What the SMS simulator does with a message, chosen by the last digit of the phone number so demos and tests can
// ask for each outcome (README "SMS"). Any digit not listed is delivered.

export type SimulatedOutcome = 'delivered' | 'undelivered' | 'rejected' | 'throttled' | 'timeout';

export const SMS_OUTCOMES: Record<string, SimulatedOutcome> = {
  '6': 'undelivered',
  '7': 'rejected',
  '8': 'throttled',
  '9': 'timeout',
};

export function smsOutcomeFor(phone: string): SimulatedOutcome {
  return SMS_OUTCOMES[phone.slice(-1)] ?? 'delivered';
}

/** The token the api and the simulator share when no provider is configured. */
export const SIMULATOR_SMS_TOKEN = 'simulador-sms-local';
