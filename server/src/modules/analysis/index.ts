// The IoT overview (SagooIoT's /analysis/**): device, message, product and alarm figures for the
// home page and the dashboards. No tables of its own: it reads the device, telemetry and alarm ones.
import { defineModule } from '../module.ts';
import analysisRoutes from './routes.ts';

export const analysisModule = defineModule({
  name: 'analysis',
  routes: analysisRoutes,
});
