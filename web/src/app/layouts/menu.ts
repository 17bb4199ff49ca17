import { messages, type Role } from '@agua/domain';
import {
  BanknotesIcon,
  ClipboardDocumentListIcon,
  Cog6ToothIcon,
  DocumentTextIcon,
  Squares2X2Icon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';

type Icon = ComponentType<SVGProps<SVGSVGElement>>;

interface MenuCommon {
  label: string;
  icon?: Icon;
  /** Shown only to ADMIN: the api refuses these operations to a FIELD_TECH anyway (DOMAIN.md Roles). */
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

/** The sidebar of SPEC.md 2.2, labels and nesting as the product has them. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { label: m.dashboard, path: 'dashboard', icon: Squares2X2Icon },
  {
    label: m.releases,
    icon: ClipboardDocumentListIcon,
    children: [
      {
        label: m.readings,
        children: [
          { label: m.readingsAdd, path: 'releases/readings/add' },
          { label: m.readingsList, path: 'releases/readings/list' },
          { label: m.readingsPending, path: 'releases/readings/pending' },
        ],
      },
      { label: m.customers, path: 'releases/customers/list' },
      {
        label: m.suspensions,
        children: [
          { label: m.suspensionsAdd, path: 'releases/suspensions/add', adminOnly: true },
          { label: m.suspensionsList, path: 'releases/suspensions/list' },
        ],
      },
      {
        label: m.cuts,
        children: [
          { label: m.cutsAdd, path: 'releases/cuts/add', adminOnly: true },
          { label: m.cutsList, path: 'releases/cuts/list' },
        ],
      },
    ],
  },
  {
    label: m.treasury,
    icon: BanknotesIcon,
    children: [
      { label: m.invoices, path: 'treasuries/invoices/list' },
      { label: m.receipts, path: 'treasuries/receipts/list' },
      {
        label: m.payments,
        children: [
          { label: m.invoicePayment, path: 'treasuries/payments/invoice-payment' },
          { label: m.otherPayments, path: 'treasuries/payments/other-payments' },
        ],
      },
    ],
  },
  {
    label: m.contracts,
    icon: DocumentTextIcon,
    children: [
      { label: m.createContract, path: 'contracts/create-contract' },
      { label: m.listContracts, path: 'contracts/list-contracts' },
    ],
  },
  { label: m.setup, path: 'setup', icon: Cog6ToothIcon, adminOnly: true },
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
