import { defineApiModule } from '../module.ts';
import invoiceRoutes from './routes.ts';
import invoicesService from './service.ts';

/** Invoices issued from readings (/invoice), and the water bill PDF. */
export default defineApiModule({
  name: 'invoices',
  plugin: async (app, { apiPrefix, mpesa }) => {
    await app.register(invoicesService);
    await app.register(invoiceRoutes, {
      prefix: `${apiPrefix}/invoice`,
      mpesaCode: mpesa.provider.serviceProviderCode,
    });
  },
});
