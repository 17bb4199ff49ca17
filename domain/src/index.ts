export * from './dates.ts';
export * from './messages.ts';
export * from './money.ts';
export * from './roles.ts';
export * from './rules/auth.ts';
export * from './rules/client.ts';
export * from './rules/common.ts';
export * from './rules/contract.ts';
