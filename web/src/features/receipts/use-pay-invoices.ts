import { FILES, filePath } from '@agua/domain/contracts/files';
import { messages } from '@agua/domain/messages';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { usePdfWindow } from '../../lib/files/use-pdf-window.ts';
import { useDialog } from '../../ui/dialog/dialog-context.ts';
import { PayInvoicesMutation } from './invoice-payment-query.ts';
import { useAttemptKey } from './use-attempt-key.ts';

const tr = messages.receipts;

export interface InvoicesPayment {
  clientId: string;
  invoiceIds: string[];
  /** Money as the decimal string the api takes. */
  amount: string;
  paymentMethod: string;
  /** Short of the invoices' total: the oldest it covers are paid, the rest is credit (docs/domain.md). */
  partial?: boolean;
}

/**
 * Pagar Factura's payment: one Idempotency-Key per attempt (a retry after a dropped answer cannot pay twice), the
 * processing dialog, then the receipt's PDF in a window reserved at the click (a window opened after the round trip
 * would be blocked as a pop-up), or the api's refusal in an error dialog. `pay` answers whether it was paid.
 */
export function usePayInvoices() {
  const dialog = useDialog();
  const attemptKey = useAttemptKey();
  const receiptWindow = usePdfWindow({
    title: tr.pdf.title,
    loading: tr.payment.saving,
    errorTitle: messages.dialog.errorTitle,
    errorMessage: tr.payment.receiptLoadError,
  });
  const [payInvoices] = useMutation(PayInvoicesMutation);
  const [submitting, setSubmitting] = useState(false);

  // The api's Portuguese reason is the message itself (it names the field and the sums), not a folded detail.
  const failed = (reason?: string) =>
    dialog.open({
      title: messages.dialog.errorTitle,
      message: reason ?? tr.payment.failure,
      type: 'error',
      showConfirmButton: true,
    });

  async function pay(payment: InvoicesPayment): Promise<boolean> {
    const idempotencyKey = attemptKey.keyFor(payment);
    const pdf = receiptWindow.reserve();
    setSubmitting(true);
    dialog.open({
      title: messages.dialog.processingTitle,
      message: tr.payment.saving,
      type: 'loading',
      isProcessing: true,
    });
    try {
      const { data } = await payInvoices({ variables: { input: { ...payment, idempotencyKey } } });
      attemptKey.settle();
      const result = data?.payInvoices;
      if (!result?.receipt) {
        pdf.cancel();
        failed(result?.message ?? undefined);
        return false;
      }
      dialog.open({
        title: messages.dialog.successTitle,
        message: tr.payment.success,
        type: 'success',
        showConfirmButton: true,
      });
      await pdf.show(filePath(FILES.receipt, { receiptId: result.receipt.receiptId }));
      return true;
    } catch {
      // No answer (the connection dropped): the key is kept, so submitting again cannot pay twice.
      pdf.cancel();
      failed();
      return false;
    } finally {
      setSubmitting(false);
    }
  }

  /** A receipt's PDF, from the latest receipts or a paid M-Pesa request. */
  const openReceipt = (receiptId: string) => void receiptWindow.open(filePath(FILES.receipt, { receiptId }));

  return { pay, submitting, openReceipt };
}
