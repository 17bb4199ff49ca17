import { defineApiModule } from '../module.ts';
import userRoutes from './routes.ts';
import usersService from './service.ts';

/** Users: the accounts that sign in, and their roles (/user). */
export default defineApiModule({
  name: 'users',
  plugin: async (app, { apiPrefix }) => {
    await app.register(usersService);
    await app.register(userRoutes, { prefix: `${apiPrefix}/user` });
  },
});
