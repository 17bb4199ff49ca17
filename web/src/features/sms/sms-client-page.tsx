import { messages } from '@agua/domain/messages';
import { formatPhone } from '@agua/domain/rules/phone';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useAreaPath } from '../../lib/area.tsx';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { SmsMessageList } from './sms-message-list.tsx';
import { SmsOptOutToggle } from './sms-opt-out-toggle.tsx';
import { SMS_PATHS } from './sms-paths.ts';
import { SmsClientQuery } from './sms-query.ts';

const s = messages.sms.screens;

/** A client's messages (from a client's name in Mensagens), and whether the client wants SMS at all. */
export function SmsClientPage() {
  const toArea = useAreaPath();
  const [params] = useSearchParams();
  const clientId = params.get('clientId') ?? '';
  const { data } = useQuery(SmsClientQuery, { variables: { id: clientId }, skip: !/^\d+$/.test(clientId) });
  const client = data?.client;
  const title = client ? `${s.clientMessages}: ${client.name}` : s.clientMessages;
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        breadcrumb={
          <Breadcrumb
            items={[
              { label: s.outboxTitle, to: toArea(SMS_PATHS.messages) },
              { label: client?.name ?? clientId },
            ]}
          />
        }
      />
      {client && (
        <section className="flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-5 shadow-xs">
          <p className="text-sm text-ink">
            {s.phone}: <span className="font-semibold">{formatPhone(client.phoneNumber) || '—'}</span>
          </p>
          <SmsOptOutToggle clientId={client.clientId} optedOut={client.smsOptOut.optedOut} />
        </section>
      )}
      {clientId && <SmsMessageList clientId={clientId} />}
    </div>
  );
}
