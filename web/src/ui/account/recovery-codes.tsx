import { messages } from '@agua/domain/messages';
import { ClipboardDocumentIcon } from '@heroicons/react/20/solid';
import { useState } from 'react';
import { Button } from '../button.tsx';

const t = messages.account.twoFactor;

/** The ten recovery codes, shown once: a list to copy or write down, and the warning that they will not return. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-4">
      <h3 className="text-sm font-semibold text-ink">{t.recoveryTitle}</h3>
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200">
        {t.recoveryWarning}
      </p>
      <ol
        aria-label={t.recoveryTitle}
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-line bg-surface-muted px-4 py-3 font-mono text-sm text-ink sm:max-w-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" icon={ClipboardDocumentIcon} onClick={copy}>
          {copied ? t.copied : t.copy}
        </Button>
        <Button onClick={onDone}>{t.recoveryDone}</Button>
      </div>
    </div>
  );
}
