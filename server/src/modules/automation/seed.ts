// The automations under the IoT directory: the flow list (every role sees the page; the buttons are
// administrators', as the other IoT pages) and the designer, a hidden page opened from the list.
import { PERMISSIONS } from '@iot/contract';
import { ALL_ROLES, addEditDelete, iotPage, page, type PlacedMenu } from '../../db/seed/rows.ts';

const { automation } = PERMISSIONS;

/** The designer's menu rule: a page, not a permission the server checks (its calls need the list's). */
export const DESIGNER_RULE = 'iot/automation/design';

export const automationMenus: PlacedMenu[] = [
  iotPage(30, ['自动化', automation.list, '/iot/automation', 'iot/automation/index', 'PartitionOutlined'], {
    ...addEditDelete('流程', automation.add, automation.edit, automation.delete),
    启用停用: automation.status,
    手动运行: automation.run,
  }),
  {
    parent: 'iot',
    order: 31,
    menu: page(
      '流程设计',
      DESIGNER_RULE,
      '/iot/automation/design',
      'iot/automation/design',
      'PartitionOutlined',
      ALL_ROLES,
      {
        hide: true,
      },
    ),
  },
];
