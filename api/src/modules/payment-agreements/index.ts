import { defineApiModule } from '../module.ts';
import paymentAgreementRoutes from './routes.ts';
import paymentAgreementService from './service.ts';

/** Acordos de pagamento (/payment-agreements): a contract's debt in monthly instalments paid at the counter. */
export default defineApiModule({
  name: 'payment-agreements',
  plugin: async (app, { apiPrefix }) => {
    await app.register(paymentAgreementService);
    await app.register(paymentAgreementRoutes, { prefix: `${apiPrefix}/payment-agreements` });
  },
});
