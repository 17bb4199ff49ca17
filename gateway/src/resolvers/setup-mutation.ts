import { failurePayload } from '../errors.ts';
import type { MutationResolvers } from '../generated/resolvers.ts';

/**
 * Runs a save and wraps the entity in its payload under `key`; a refusal the user can fix (400, 409) becomes
 * `{ message, inputErrors }` for the form, anything else (403, 5xx) a GraphQL error.
 */
async function save<K extends string, T>(
  key: K,
  run: () => Promise<T>,
): Promise<
  { [P in K]: T | null } & { message: string | null; inputErrors: { field: string; message: string }[] }
> {
  try {
    const entity = await run();
    return { [key]: entity, message: null, inputErrors: [] } as { [P in K]: T | null } & {
      message: null;
      inputErrors: [];
    };
  } catch (error) {
    return { [key]: null, ...failurePayload(error) } as { [P in K]: T | null } & {
      message: string;
      inputErrors: { field: string; message: string }[];
    };
  }
}

async function remove(run: () => Promise<void>) {
  try {
    await run();
    return { deleted: true, message: null, inputErrors: [] };
  } catch (error) {
    return { deleted: false, ...failurePayload(error) };
  }
}

const asNumber = (id: string) => Number(id);

/** The setup writes (administrators only: the api answers a technician with 403). */
export const SetupMutation: MutationResolvers = {
  createEnterprise: (_root, { input }, { dataSources }) =>
    save('enterprise', () => dataSources.enterprises.create(input)),
  updateEnterprise: (_root, { id, input }, { dataSources }) =>
    save('enterprise', () => dataSources.enterprises.update(id, input)),
  deleteEnterprise: (_root, { id }, { dataSources }) => remove(() => dataSources.enterprises.remove(id)),

  createZone: (_root, { input }, { dataSources }) =>
    save('zone', () => dataSources.zones.create({ ...input, enterpriseId: asNumber(input.enterpriseId) })),
  updateZone: (_root, { id, input }, { dataSources }) =>
    save('zone', () =>
      dataSources.zones.update(id, { ...input, enterpriseId: asNumber(input.enterpriseId) }),
    ),
  deleteZone: (_root, { id }, { dataSources }) => remove(() => dataSources.zones.remove(id)),

  createContractType: (_root, { input }, { dataSources }) =>
    save('contractType', () => dataSources.contractTypes.create(input)),
  updateContractType: (_root, { id, input }, { dataSources }) =>
    save('contractType', () => dataSources.contractTypes.update(id, input)),
  deleteContractType: (_root, { id }, { dataSources }) => remove(() => dataSources.contractTypes.remove(id)),

  createFineConfiguration: (_root, { input }, { dataSources }) =>
    save('fineConfiguration', () => dataSources.fineConfigurations.create(input)),
  updateFineConfiguration: (_root, { id, input }, { dataSources }) =>
    save('fineConfiguration', () => dataSources.fineConfigurations.update(id, input)),
  deleteFineConfiguration: (_root, { id }, { dataSources }) =>
    remove(() => dataSources.fineConfigurations.remove(id)),

  createInvoiceConfiguration: (_root, { input }, { dataSources }) =>
    save('invoiceConfiguration', () => dataSources.invoiceConfigurations.create(input)),
  updateInvoiceConfiguration: (_root, { id, input }, { dataSources }) =>
    save('invoiceConfiguration', () => dataSources.invoiceConfigurations.update(id, input)),
  deleteInvoiceConfiguration: (_root, { id }, { dataSources }) =>
    remove(() => dataSources.invoiceConfigurations.remove(id)),

  createRubric: (_root, { input }, { dataSources }) =>
    save('rubric', () => dataSources.rubrics.create(input)),
  updateRubric: (_root, { id, input }, { dataSources }) =>
    save('rubric', () => dataSources.rubrics.update(id, input)),
  deleteRubric: (_root, { id }, { dataSources }) => remove(() => dataSources.rubrics.remove(id)),

  createUser: (_root, { input }, { dataSources }) => save('user', () => dataSources.users.create(input)),
  updateUser: (_root, { id, input }, { dataSources }) =>
    save('user', () => dataSources.users.update(id, input)),
  deleteUser: (_root, { id }, { dataSources }) => remove(() => dataSources.users.remove(id)),
};
