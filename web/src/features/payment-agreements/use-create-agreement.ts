import { planProblemText } from '@agua/domain/contracts/payment-agreement';
import { addDays, todayInMaputo } from '@agua/domain/dates';
import { messages } from '@agua/domain/messages';
import { toCentavos, toDecimalString } from '@agua/domain/money';
import { instalmentPlan } from '@agua/domain/rules/payment-agreement';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { parseMoneyText } from '../../ui/form/money-text.ts';
import { CreateAgreementMutation } from './agreements-query.ts';

const t = messages.paymentAgreements;

export interface AgreementDraft {
  count: string;
  downPayment: string;
  firstDueDate: string;
}

/**
 * Novo acordo: the number of instalments, the down payment (pt-PT decimal) and the first due date; the preview is
 * instalmentPlan, the same rule the api writes with, so what is confirmed is what is made.
 */
export function useCreateAgreement(contractId: string, debt: string, onDone: () => void) {
  const dialog = useDialog();
  const today = todayInMaputo();
  const form = useForm<AgreementDraft>({
    defaultValues: { count: '6', downPayment: '', firstDueDate: addDays(today, 30) },
  });
  const [create, creating] = useMutation(CreateAgreementMutation);
  const draft = form.watch();
  const down = parseMoneyText(draft.downPayment || '0', {});
  const count = /^\d{1,2}$/.test(draft.count.trim()) ? Number(draft.count) : Number.NaN;
  const plan = down.ok
    ? instalmentPlan({
        debt: toCentavos(debt),
        downPayment: toCentavos(down.value),
        count,
        firstDueDate: draft.firstDueDate,
        today,
      })
    : null;
  const problem = plan && 'problem' in plan ? plan : null;
  const errors = {
    count: problem?.field === 'instalmentCount' ? planProblemText[problem.problem] : null,
    downPayment: problem?.field === 'downPayment' ? planProblemText[problem.problem] : null,
    firstDueDate: problem?.field === 'firstDueDate' ? planProblemText[problem.problem] : null,
    debt: problem?.field === 'contractId' ? planProblemText[problem.problem] : null,
  };

  async function submit() {
    if (!plan || 'problem' in plan || !down.ok) return;
    const result = await create({
      variables: {
        input: {
          contractId,
          instalmentCount: count,
          downPayment: toDecimalString(toCentavos(down.value)),
          firstDueDate: draft.firstDueDate,
        },
      },
    });
    const message = result.data?.createPaymentAgreement.message;
    dialog.open({
      title: message ? messages.dialog.errorTitle : messages.dialog.successTitle,
      message: message ?? t.created,
      type: message ? 'error' : 'success',
      showConfirmButton: true,
    });
    if (!message) onDone();
  }

  return {
    form,
    errors,
    instalments: plan && 'instalments' in plan ? plan.instalments : [],
    count,
    submit,
    creating: creating.loading,
  };
}
