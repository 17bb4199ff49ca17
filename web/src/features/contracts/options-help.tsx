import { messages } from '@agua/domain/messages';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { ChevronDownIcon, InformationCircleIcon } from '@heroicons/react/20/solid';

const t = messages.clients.help;

/** 'Ver Informações Sobre as Opções': what each of the three client options means, folded by default. */
export function OptionsHelp() {
  return (
    <Disclosure as="div" className="rounded-lg border border-line bg-surface-muted">
      <DisclosureButton className="group flex w-full items-center gap-2 px-3 py-2 text-left text-sm font-medium text-accent">
        <InformationCircleIcon aria-hidden="true" className="size-4" />
        {t.toggle}
        <ChevronDownIcon
          aria-hidden="true"
          className="ml-auto size-4 transition group-data-open:rotate-180"
        />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="space-y-1 px-4 pb-3 text-sm text-ink-muted">
        <li>{t.exemptFromFines}</li>
        <li>{t.wantsReceiptSMS}</li>
        <li>{t.wantsInvoiceSMS}</li>
      </DisclosurePanel>
    </Disclosure>
  );
}
