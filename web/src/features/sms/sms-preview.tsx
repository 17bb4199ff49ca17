import { messages } from '@agua/domain/messages';
import { previewSms } from '@agua/domain/rules/sms-template';

const s = messages.sms.screens;

/** The live preview of a template: the worst-case message, its encoding, characters and parts. */
export function SmsPreview({ body, transliterate }: { body: string; transliterate: boolean }) {
  const preview = previewSms(body, transliterate);
  const costly = preview.encoding === 'UCS-2' || preview.parts > 1;
  return (
    <div className="space-y-2 rounded-xl border border-line bg-surface-muted p-3" aria-live="polite">
      <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{s.preview}</p>
      <p
        className="font-mono text-sm break-words whitespace-pre-wrap text-ink"
        data-testid="sms-preview-text"
      >
        {preview.text}
      </p>
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt className="text-ink-muted">{s.encoding}:</dt>
          <dd
            data-testid="sms-preview-encoding"
            className={costly ? 'font-semibold text-amber-700 dark:text-amber-300' : 'font-semibold text-ink'}
          >
            {preview.encoding}
          </dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-ink-muted">{s.characters}:</dt>
          <dd className="font-semibold text-ink">{preview.characters}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="text-ink-muted">{s.parts}:</dt>
          <dd data-testid="sms-preview-parts" className="font-semibold text-ink">
            {preview.parts}
          </dd>
        </div>
      </dl>
    </div>
  );
}
