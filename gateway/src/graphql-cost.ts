import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * The cost of one operation as it will run: a scalar 1, an object 2 plus its selection, and a list as many times
 * its element as it may hold. A list's length is the `size` (or `first`/`limit`) argument of the list field or of
 * the page field above it (`clientsPage(size: 25) { items { … } }`), read from the operation's variables when it is
 * one; a list with no such argument counts `defaultListSize` elements. graphql-armor's static cost counted a page
 * of 50 000 statement lines as one line (issue: the cost limit ignored list sizes).
 */
export interface CostRules {
  /** Elements counted for a list no argument bounds (a client's meters, a receipt's invoices…). */
  defaultListSize: number;
}

const SIZE_ARGUMENTS = new Set(['size', 'first', 'limit']);

type Variables = Readonly<Record<string, unknown>> | undefined;

interface Walk {
  schema: GraphQLSchema;
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  operation: OperationDefinitionNode;
  rules: CostRules;
}

/** The number a size argument asks for: a literal, a variable's value, or the variable's default; null if none. */
function sizeOf(value: ValueNode, walk: Walk): number | null {
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind !== Kind.VARIABLE) return null;
  const given = walk.variables?.[value.name.value];
  if (typeof given === 'number' && Number.isFinite(given)) return Math.max(0, given);
  const declared = walk.operation.variableDefinitions?.find(
    (definition) => definition.variable.name.value === value.name.value,
  );
  return declared?.defaultValue?.kind === Kind.INT ? Number(declared.defaultValue.value) : null;
}

function selectionCost(
  selectionSet: SelectionSetNode,
  parent: GraphQLCompositeType,
  pageSize: number | null,
  walk: Walk,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.name.value;
      if (name === '__typename') total += 1;
      // Introspection is weighed by the introspection guard, not here.
      if (name.startsWith('__')) continue;
      const field: GraphQLField<unknown, unknown> | undefined =
        isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
      if (!field) continue;
      const sizeArgument = selection.arguments?.find((argument) => SIZE_ARGUMENTS.has(argument.name.value));
      const asked = sizeArgument ? sizeOf(sizeArgument.value, walk) : null;
      const named = getNamedType(field.type);
      const own =
        isCompositeType(named) && selection.selectionSet
          ? 2 +
            selectionCost(
              selection.selectionSet,
              named,
              isListType(getNullableType(field.type)) ? null : asked,
              walk,
            )
          : 1;
      const elements = isListType(getNullableType(field.type))
        ? (asked ?? pageSize ?? walk.rules.defaultListSize)
        : 1;
      total += own * elements;
    } else {
      const fragment =
        selection.kind === Kind.FRAGMENT_SPREAD ? walk.fragments.get(selection.name.value) : selection;
      if (!fragment) continue;
      const condition = fragment.typeCondition
        ? walk.schema.getType(fragment.typeCondition.name.value)
        : parent;
      if (condition && isCompositeType(condition))
        total += selectionCost(fragment.selectionSet, condition, pageSize, walk);
    }
  }
  return total;
}

/** The cost of the operation named (or the document's only one) with these variables; 0 if there is none. */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Variables,
  rules: CostRules,
): number {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = operationName
    ? operations.find((candidate) => candidate.name?.value === operationName)
    : operations[0];
  if (!operation) return 0;
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map(
    document.definitions
      .filter(
        (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
      )
      .map((definition) => [definition.name.value, definition]),
  );
  return selectionCost(operation.selectionSet, root, null, {
    schema,
    fragments,
    variables,
    operation,
    rules,
  });
}
