import { roleLabel } from '@agua/domain/roles';
import type { MeResolvers } from '../generated/resolvers.ts';

export const Me: MeResolvers = {
  roleLabel: (me) => roleLabel(me.role),
};
