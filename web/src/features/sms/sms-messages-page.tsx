import { messages } from '@agua/domain/messages';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SmsMessageList } from './sms-message-list.tsx';
import { SmsMonthCounts } from './sms-month-counts.tsx';

const s = messages.sms.screens;

/** Mensagens (Tesouraria, administrators): this month's counts and the outbox, where a failed message is resent. */
export function SmsMessagesPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title={s.outboxTitle}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.treasury }, { label: s.outboxTitle }]} />}
      />
      <SmsMonthCounts />
      <SmsMessageList />
    </div>
  );
}
