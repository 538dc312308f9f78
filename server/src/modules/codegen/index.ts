// The code generator (GFast's tools/gen): imports tables of the connected database, keeps how each
// column is listed, searched and edited, and generates a module of this project from them.
import { defineModule } from '../module.ts';
import { codegenMessages } from './messages.ts';
import codegenRoutes from './routes.ts';
import { codegenMenus, insertSamples } from './seed.ts';

export const codegenModule = defineModule({
  name: 'codegen',
  routes: codegenRoutes,
  messages: codegenMessages,
  seed: { insert: insertSamples, menus: codegenMenus },
});
