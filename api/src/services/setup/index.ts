import fp from 'fastify-plugin';
import contractTypes from './contract-types.ts';
import enterprises from './enterprises.ts';
import fineConfigurations from './fine-configurations.ts';
import invoiceConfigurations from './invoice-configurations.ts';
import rubrics from './rubrics.ts';
import zones from './zones.ts';

/** The setup data services (Parametrização), one per resource. */
export default fp(
  async (app) => {
    await app.register(enterprises);
    await app.register(zones);
    await app.register(contractTypes);
    await app.register(fineConfigurations);
    await app.register(invoiceConfigurations);
    await app.register(rubrics);
  },
  { name: 'setup-services', dependencies: ['db'] },
);
