import { defineModule } from '../module.ts';
import { productMessages } from './messages.ts';
import productRoutes from './routes.ts';
import { insertCatalogue } from './seed.ts';

export { DEMO_PRODUCT_KEY } from './seed.ts';
export {
  loadProductByKey,
  productInScope,
  productInView,
  productScopeFilter,
  productScopeOf,
  seesSecrets,
  toProduct,
  toProductRow,
  tslOf,
  type ProductEntity,
} from './service.ts';
export { mqttLinks } from './connect.ts';
export { parseTslFile } from './tsl.ts';

export const productModule = defineModule({
  name: 'product',
  routes: productRoutes,
  messages: productMessages,
  seed: { insert: insertCatalogue },
});
