import {
  ArrowUpTrayIcon,
  BanknotesIcon,
  ChartBarIcon,
  ChatBubbleLeftRightIcon,
  ClipboardDocumentListIcon,
  Cog6ToothIcon,
  Cog8ToothIcon,
  DocumentTextIcon,
  ShieldCheckIcon,
  Squares2X2Icon,
} from '@heroicons/react/24/outline';
import type { ComponentType, SVGProps } from 'react';
import type { MenuIcon } from '../../lib/feature.ts';

/** The icon each sidebar entry names, drawn here, with the layout's chunk. */
export const MENU_ICONS: Record<MenuIcon, ComponentType<SVGProps<SVGSVGElement>>> = {
  dashboard: Squares2X2Icon,
  releases: ClipboardDocumentListIcon,
  treasury: BanknotesIcon,
  contracts: DocumentTextIcon,
  reports: ChartBarIcon,
  setup: Cog6ToothIcon,
  settings: Cog8ToothIcon,
  messages: ChatBubbleLeftRightIcon,
  audit: ShieldCheckIcon,
  imports: ArrowUpTrayIcon,
};
