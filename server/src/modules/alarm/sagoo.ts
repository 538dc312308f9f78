// SagooIoT's notice configurations (`GET /api/v1/notice/config/list?sendGateway=`), which its alarm
// rule form lists for an action's gateway (views/iot/alarm/setting/component/edit.vue, `res.Data`).
// They configure SagooIoT's notice plugins; this server sends an action itself (a signed POST to
// each addressee, notify.ts) and keeps none: the honest empty page, in SagooIoT's shape.
import { noticeConfigListQuery, PERMISSIONS } from '@iot/contract';
import type { FastifyInstance } from 'fastify';
import { needs } from '../../access/needs.ts';
import { ok } from '../../lib/envelope.ts';
import { parseInput } from '../../lib/request.ts';

export default async function sagooNoticeConfigRoutes(app: FastifyInstance) {
  app.get('/api/v1/notice/config/list', needs(PERMISSIONS.alarm.ruleList), async (req) => {
    const { pageNum } = parseInput(noticeConfigListQuery, req);
    return ok({ Data: [], Total: 0, currentPage: pageNum });
  });
}
