import { messages } from '@agua/domain/messages';
import type { Role } from '@agua/domain/roles';
import {
  BanknotesIcon,
  ClipboardDocumentListIcon,
  Cog6ToothIcon,
  DocumentTextIcon,
  Squares2X2Icon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import { CONTRACTS_PATHS } from '../../features/contracts/contracts-routes.ts';
import { CUSTOMERS_PATHS } from '../../features/customers/customers-routes.ts';
import { CUTS_PATHS } from '../../features/cuts/cuts-routes.ts';
import { DASHBOARD_PATHS } from '../../features/dashboard/dashboard-routes.ts';
import { INVOICES_PATHS } from '../../features/invoices/invoices-routes.ts';
import { PAYMENTS_PATHS } from '../../features/payments/payments-routes.ts';
import { READINGS_PATHS } from '../../features/readings/readings-routes.ts';
import { RECEIPTS_PATHS } from '../../features/receipts/receipts-routes.ts';
import { SETUP_PATHS } from '../../features/setup/setup-routes.ts';
import { SUSPENSIONS_PATHS } from '../../features/suspensions/suspensions-routes.ts';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface MenuCommon {
  label: string;
  icon?: Icon;
  /** Shown only to ADMIN: the api refuses these operations to a FIELD_TECH anyway (docs/domain.md, Roles and access). */
  adminOnly?: boolean;
}

export interface MenuLink extends MenuCommon {
  /** Path inside the area: the same pages live under /manager and /technical. */
  path: string;
}

export interface MenuGroup extends MenuCommon {
  children: MenuEntry[];
}

export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'children' in entry;
}

const m = messages.menu;

/** The sidebar, labels and nesting as the product has them; each entry points at a feature's page. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { label: m.dashboard, path: DASHBOARD_PATHS.dashboard, icon: Squares2X2Icon },
  {
    label: m.releases,
    icon: ClipboardDocumentListIcon,
    children: [
      {
        label: m.readings,
        children: [
          { label: m.readingsAdd, path: READINGS_PATHS.add },
          { label: m.readingsList, path: READINGS_PATHS.list },
          { label: m.readingsPending, path: READINGS_PATHS.pending },
        ],
      },
      { label: m.customers, path: CUSTOMERS_PATHS.list },
      {
        label: m.suspensions,
        children: [
          { label: m.suspensionsAdd, path: SUSPENSIONS_PATHS.add, adminOnly: true },
          { label: m.suspensionsList, path: SUSPENSIONS_PATHS.list },
        ],
      },
      {
        label: m.cuts,
        children: [
          { label: m.cutsAdd, path: CUTS_PATHS.add, adminOnly: true },
          { label: m.cutsList, path: CUTS_PATHS.list },
          { label: messages.cuts.candidates.title, path: CUTS_PATHS.candidates },
        ],
      },
    ],
  },
  {
    label: m.treasury,
    icon: BanknotesIcon,
    children: [
      { label: m.invoices, path: INVOICES_PATHS.list },
      { label: m.receipts, path: RECEIPTS_PATHS.list },
      {
        label: m.payments,
        children: [
          { label: m.invoicePayment, path: PAYMENTS_PATHS.invoicePayment },
          { label: m.otherPayments, path: PAYMENTS_PATHS.otherPayments },
        ],
      },
      { label: messages.mpesa.screens.listTitle, path: PAYMENTS_PATHS.mpesaPayments },
    ],
  },
  {
    label: m.contracts,
    icon: DocumentTextIcon,
    children: [
      { label: m.createContract, path: CONTRACTS_PATHS.create },
      { label: m.listContracts, path: CONTRACTS_PATHS.list },
    ],
  },
  { label: m.setup, path: SETUP_PATHS.setup, icon: Cog6ToothIcon, adminOnly: true },
];

/** The menu a role sees: admin-only entries dropped, and groups left empty by that dropped too. */
export function menuForRole(menu: readonly MenuEntry[], role: Role): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.adminOnly && role !== 'ADMIN') continue;
    if (isGroup(entry)) {
      const children = menuForRole(entry.children, role);
      if (children.length > 0) visible.push({ ...entry, children });
    } else {
      visible.push(entry);
    }
  }
  return visible;
}

/** True when the group holds the page at `pathInArea`, so it starts expanded. */
export function groupContains(group: MenuGroup, pathInArea: string): boolean {
  return group.children.some((child) =>
    isGroup(child) ? groupContains(child, pathInArea) : pathInArea.startsWith(child.path),
  );
}
