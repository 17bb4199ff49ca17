import { defineApiModule } from '../module.ts';
import receiptRoutes from './routes.ts';
import receiptsService from './service.ts';
import receiptTodayRoutes from './today-routes.ts';

/** Receipts (/receipt): payments of invoices, their reversal and the receipt PDF. */
export default defineApiModule({
  name: 'receipts',
  plugin: async (app, { apiPrefix, moneyBounds }) => {
    await app.register(receiptsService);
    await app.register(receiptTodayRoutes, { prefix: `${apiPrefix}/receipt` });
    await app.register(receiptRoutes, { prefix: `${apiPrefix}/receipt`, moneyBounds });
  },
});
