import { messages } from '@agua/domain/messages';
import { useQuery } from '@apollo/client/react';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { SmsTemplatesQuery } from './sms-query.ts';
import { SmsTemplateCard } from './sms-template-card.tsx';

const s = messages.sms.screens;

/**
 * Mensagens SMS (administrators): one template per event, each with its live preview — the worst case's
 * encoding, characters and parts, since an accent outside GSM-7 can triple a message's cost.
 */
export function SmsTemplatesPage() {
  const { data, loading } = useQuery(SmsTemplatesQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <div className="space-y-6">
      <PageHeader
        title={s.templatesTitle}
        breadcrumb={<Breadcrumb items={[{ label: messages.menu.setup }, { label: s.templatesTitle }]} />}
      />
      {loading && !data && <Spinner />}
      {data?.smsTemplates.map((template) => (
        <SmsTemplateCard key={`${template.event}-${template.updatedAt ?? ''}`} template={template} />
      ))}
    </div>
  );
}
