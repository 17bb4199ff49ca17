import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as common } from '@zxcvbn-ts/language-common';
import { dictionary as portuguese } from '@zxcvbn-ts/language-pt-br';

// How guessable a password is, estimated offline by zxcvbn-ts against the common-password list it ships (the most
// used and breached passwords), English passphrase words, Portuguese words, names and place names (the pt-BR
// dictionary: the closest the registry has to pt-PT/pt-MZ), keyboard patterns, dates and sequences. Nothing is
// fetched at run time. This module weighs about 1 MB with its dictionaries: the web loads it only with a password
// form (docs/domain.md "Passwords").

/** 0 (guessed in under 10³ tries) … 4 (over 10¹⁰): zxcvbn's score, shown by the strength meter. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * The lowest score a new password may have: 3 is about 10⁸ guesses and up, what zxcvbn's authors call safe from
 * online guessing and a fair defence if the hashes leak. A password in the common-password list scores 0 or 1.
 */
export const MIN_PASSWORD_SCORE: PasswordScore = 3;

let estimator: ZxcvbnFactory | undefined;

// Built on first use (about 0.1 s): whoever only imports a contract pays nothing.
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common, ...portuguese },
    graphs: adjacencyGraphs,
    // The estimate of a long password costs more than linear time: the first 64 characters decide (a password that
    // long and still weak there is weak), and few l33t substitutions are tried, so one check stays under ~0.1 s.
    maxLength: 64,
    l33tMaxSubstitutions: 10,
  });
  return estimator;
}

/** The password's score; `userInputs` (the username, the person's name) count as words an attacker knows. */
export function passwordScore(password: string, userInputs: readonly string[] = []): PasswordScore {
  return zxcvbn().check(password, [...userInputs]).score as PasswordScore;
}
