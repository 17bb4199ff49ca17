import { messages } from '@agua/domain/messages';
import { useState } from 'react';
import type { SessionData } from '../../lib/session/session-store.ts';
import { TwoFactorEnrolment } from '../../ui/account/two-factor-enrolment.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { StepFrame } from './step-frame.tsx';
import { confirmOwedTwoFactor, sessionDataOf, startOwedTwoFactor } from './step-requests.ts';
import { useOwedStep } from './use-owed-step.ts';

const t = messages.account.twoFactor;

/**
 * An administrator without a second factor while the rule requires one: they set it up before anything else, and
 * go on with the renewed session once the recovery codes were seen.
 */
export function OwedTwoFactorPage() {
  useDocumentTitle(t.requiredTitle);
  const { token, adopt, proceed } = useOwedStep();
  const [renewed, setRenewed] = useState<SessionData | null>(null);
  return (
    <StepFrame title={t.requiredTitle} intro={t.requiredIntro}>
      <p className="mb-5 text-sm text-ink-muted">{t.intro}</p>
      <TwoFactorEnrolment
        start={async () => startOwedTwoFactor(await token())}
        confirm={async (code) => {
          const answer = await confirmOwedTwoFactor(await token(), code);
          if ('session' in answer) setRenewed(await adopt(sessionDataOf(answer.session)));
          return answer;
        }}
        onDone={() => renewed && proceed(renewed)}
      />
    </StepFrame>
  );
}
