import { messages } from '@agua/domain/messages';
import type { SetupKey } from './setup-resource.ts';

const s = messages.setup;

const capitalised = (key: SetupKey) => `${key[0]?.toUpperCase()}${key.slice(1)}` as Capitalize<SetupKey>;

/** A tab's texts, found in the catalogue by the tab's key (addRubric, rubricCreated, rubricUpdate…). */
export function setupTexts(key: SetupKey) {
  const name = capitalised(key);
  return {
    tab: s.tabs[key],
    addTitle: s.titles[`add${name}`],
    editTitle: s.titles[`edit${name}`],
    addLabel: s.actions[`add${name}`],
    table: s.tables[key],
    empty: s.empty[key],
    created: s.success[`${key}Created`],
    updated: s.success[`${key}Updated`],
    createFailed: s.failure[`${key}Create`],
    updateFailed: s.failure[`${key}Update`],
  };
}
