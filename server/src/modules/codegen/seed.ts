// The code generator's menus (system tools -> code generator, its hidden editor, the "generated"
// directory new modules go under) and the sample rows of its two demo tables.
import { PERMISSIONS } from '@iot/contract';
import type { Db } from '../../db/client.ts';
import { ADMIN_ONLY, button, dir, page, type PlacedMenu } from '../../db/seed/rows.ts';
import { GENERATED_MENU } from './mutations.ts';
import { demoGenSample, demoGenTree } from './schema.ts';

const { codegen } = PERMISSIONS;

export async function insertSamples(tx: Db): Promise<void> {
  const [root] = await tx.insert(demoGenTree).values({ name: 'Catalogue', sort: 1 }).returning({ id: demoGenTree.id });
  const [sensors] = await tx
    .insert(demoGenTree)
    .values([
      { parentId: root.id, name: 'Sensors', sort: 1 },
      { parentId: root.id, name: 'Gateways', sort: 2 },
    ])
    .returning({ id: demoGenTree.id });
  await tx.insert(demoGenSample).values([
    { name: 'Temperature sensor', status: 1, publishDate: '2026-01-15', treeId: sensors.id, createdBy: 1, deptId: 1 },
    { name: 'Humidity sensor', status: 0, publishDate: '2026-02-01', treeId: sensors.id, createdBy: 1, deptId: 1 },
  ]);
}

export const codegenMenus: PlacedMenu[] = [
  {
    parent: PERMISSIONS.setting.page,
    order: 80,
    menu: dir('系统工具', 'api/v1/system/tools', '/system/tools', 'ToolOutlined', ADMIN_ONLY, [
      page('代码生成', codegen.list, '/system/tools/gen', 'system/tools/gen/index', 'CodeOutlined', ADMIN_ONLY, {
        children: [
          button('导入表', codegen.dataList),
          button('确认导入', codegen.import),
          button('保存配置', codegen.edit),
          button('关联表', codegen.relationTable),
          button('同步表', codegen.sync),
          button('删除配置', codegen.delete),
          button('预览代码', codegen.preview),
          button('生成代码', codegen.generate),
        ],
      }),
      page(
        '代码生成配置',
        codegen.columnList,
        '/system/tools/gen/edit',
        'system/tools/gen/component/edit',
        'EditOutlined',
        ADMIN_ONLY,
        { hide: true },
      ),
      dir('已生成', GENERATED_MENU, '/system/tools/generated', 'AppstoreOutlined', ADMIN_ONLY, []),
    ]),
  },
];
