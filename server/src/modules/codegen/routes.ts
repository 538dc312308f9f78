// GFast's tools/gen calls (§2.17), for administrators only (the seed grants them to no other role).
import {
  codegenDataListQuery,
  codegenDeleteBody,
  codegenEditBody,
  codegenGenerateBody,
  codegenImportBody,
  codegenSyncBody,
  codegenTableIdQuery,
  codegenTableListQuery,
  PERMISSIONS,
} from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';
import { principalOf } from '../../plugins/auth.ts';
import { generateFiles, zipOf } from './generate.ts';
import { deleteGenTables, editGenTable, importTables, syncGenTable } from './mutations.ts';
import { columnList, listDbTables, listGenTables, relationTables } from './service.ts';
import { writeGenerated } from './write.ts';

const BASE = '/api/v1/system/tools/gen';
const { codegen } = PERMISSIONS;

export default async function codegenRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const routeExists = (url: string) => app.hasRoute({ method: 'GET', url });

  app.get(`${BASE}/dataList`, needs(codegen.dataList), async (req) =>
    ok(await listDbTables(db, parseInput(codegenDataListQuery, req))),
  );
  app.post(`${BASE}/importTableSave`, needs(codegen.import), async (req) => {
    const { tables } = parseInput(codegenImportBody, req);
    await importTables(db, tables, principalOf(req).userName, routeExists);
    return ok();
  });
  app.get(`${BASE}/tableList`, needs(codegen.list), async (req) =>
    ok(await listGenTables(db, parseInput(codegenTableListQuery, req))),
  );
  app.get(`${BASE}/columnList`, needs(codegen.columnList), async (req) =>
    ok(await columnList(db, parseInput(codegenTableIdQuery, req).tableId)),
  );
  app.post(`${BASE}/editSave`, needs(codegen.edit), async (req) => {
    await editGenTable(db, parseInput(codegenEditBody, req), routeExists);
    return ok();
  });
  app.get(`${BASE}/relationTable`, needs(codegen.relationTable), async () => ok({ data: await relationTables(db) }));
  app.post(`${BASE}/syncTable`, needs(codegen.sync), async (req) => {
    await syncGenTable(db, parseInput(codegenSyncBody, req).tableId);
    return ok();
  });
  app.delete(`${BASE}/tableDelete`, needs(codegen.delete), async (req) => {
    await deleteGenTables(db, parseInput(codegenDeleteBody, req).ids);
    return ok();
  });
  app.get(`${BASE}/preview`, needs(codegen.preview), async (req) => {
    const { tableId } = parseInput(codegenTableIdQuery, req);
    return ok({ data: (await generateFiles(db, tableId)).files });
  });
  // A zip, not the envelope (failures answer the envelope); with CODEGEN_WRITE=on the files go into the checkout.
  app.post(`${BASE}/batchGenCode`, needs(codegen.generate), async (req, reply) => {
    const { ids } = parseInput(codegenGenerateBody, req);
    if (app.ctx.config.codegenWrite) {
      // Menus through the menu module's own call, with the caller's session.
      const addMenu = async (payload: Record<string, unknown>) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/v1/system/menu/add',
          headers: {
            authorization: req.headers.authorization ?? '',
            'accept-language': req.headers['accept-language'] ?? 'en',
          },
          payload,
        });
        const answer = res.json<{ code: number; message: string }>();
        if (answer.code !== 0) throw new Error(`menu/add: ${answer.message}`);
      };
      return ok(await writeGenerated(db, ids, addMenu));
    }
    const files: Record<string, string> = {};
    const names: string[] = [];
    for (const id of ids) {
      const generated = await generateFiles(db, id);
      Object.assign(files, generated.files);
      names.push(generated.businessName);
    }
    const filename = `${names.join('-')}.zip`;
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Buffer.from(zipOf(files)));
  });
}
