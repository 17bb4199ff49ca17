import { messages } from '@agua/domain/messages';
import { PasswordChangeForm } from '../../ui/account/password-change-form.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { StepFrame } from './step-frame.tsx';
import { changeOwnPassword, sessionDataOf } from './step-requests.ts';
import { useOwedStep } from './use-owed-step.ts';

const t = messages.account.firstSignIn;

/**
 * The first sign-in of an account whose password an administrator set: it chooses its own before anything else
 * (the api refuses every other call meanwhile).
 */
export function FirstSignInPage() {
  useDocumentTitle(t.title);
  const { user, token, adopt, proceed } = useOwedStep();
  return (
    <StepFrame title={t.title} intro={t.intro}>
      <PasswordChangeForm
        person={user}
        submitLabel={t.submit}
        onSubmit={async (input) => {
          const answer = await changeOwnPassword(await token(), input);
          if ('session' in answer) {
            const renewed = await adopt(sessionDataOf(answer.session));
            if (renewed) proceed(renewed);
            return null;
          }
          return answer;
        }}
      />
    </StepFrame>
  );
}
