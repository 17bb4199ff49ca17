import { messages } from '@agua/domain/messages';
import { Spinner } from '../ui/spinner.tsx';

/** While the first route's session check runs (decrypting takes a few milliseconds). */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-full items-center justify-center text-accent">
      <Spinner className="size-8" label={messages.dialog.loading} />
    </div>
  );
}
