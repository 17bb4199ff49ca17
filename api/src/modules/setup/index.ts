import { defineApiModule } from '../module.ts';
import contractTypeRoutes from './contract-type-routes.ts';
import contractTypes from './contract-types.ts';
import enterpriseRoutes from './enterprise-routes.ts';
import enterprises from './enterprises.ts';
import fineConfigurationRoutes from './fine-configuration-routes.ts';
import fineConfigurations from './fine-configurations.ts';
import invoiceConfigurationRoutes from './invoice-configuration-routes.ts';
import invoiceConfigurations from './invoice-configurations.ts';
import rubricRoutes from './rubric-routes.ts';
import rubrics from './rubrics.ts';
import zoneRoutes from './zone-routes.ts';
import zones from './zones.ts';

/** The setup data (Parametrização): one service and one route plugin per resource, under the resource's path. */
const SETUP_RESOURCES = [
  { path: '/enterprise', service: enterprises, routes: enterpriseRoutes },
  { path: '/zone', service: zones, routes: zoneRoutes },
  { path: '/contract-type', service: contractTypes, routes: contractTypeRoutes },
  { path: '/fine-configuration', service: fineConfigurations, routes: fineConfigurationRoutes },
  { path: '/invoice-configuration', service: invoiceConfigurations, routes: invoiceConfigurationRoutes },
  { path: '/rubric', service: rubrics, routes: rubricRoutes },
];

export default defineApiModule({
  name: 'setup',
  dependencies: ['db'],
  plugin: async (app, { apiPrefix }) => {
    for (const resource of SETUP_RESOURCES) await app.register(resource.service);
    for (const resource of SETUP_RESOURCES)
      await app.register(resource.routes, { prefix: `${apiPrefix}${resource.path}` });
  },
});
