// A node's one-line summary on the canvas, from its settings (unfinished ones show nothing).
import type { FlowNodeType } from '@iot/contract';
import type { NodeSettings } from './graph';

const str = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : '';
const valueText = (v: unknown) => (Array.isArray(v) ? `[${v.map(str).join(', ')}]` : str(v));

const OPERATOR_SIGNS: Record<string, string> = {
  eq: '=',
  ne: '≠',
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  between: '∈',
  in: '∈',
};

const comparison = (d: NodeSettings) =>
  str(d.key) ? `${str(d.key)} ${OPERATOR_SIGNS[str(d.operator)] ?? str(d.operator)} ${valueText(d.value)}` : '';

const device = (d: NodeSettings) => [str(d.productKey), str(d.deviceKey) || '*'].filter(Boolean).join(' / ');

export function summary(type: FlowNodeType, d: NodeSettings): string {
  switch (type) {
    case 'trigger.property':
      return [device(d), comparison(d)].filter(Boolean).join(': ');
    case 'trigger.event':
      return [device(d), str(d.eventKey)].filter(Boolean).join(': ');
    case 'trigger.status':
      return [device(d), str(d.status)].filter(Boolean).join(': ');
    case 'trigger.cron':
      return str(d.cron);
    case 'logic.condition':
      return comparison(d);
    case 'logic.delay':
      return d.seconds ? `${str(d.seconds)} s` : '';
    case 'action.propertySet':
    case 'action.serviceInvoke':
      return [str(d.deviceKey), str(d.funcKey)].filter(Boolean).join(': ');
    case 'action.alarm':
    case 'action.notice':
      return str(d.title);
    case 'action.webhook':
      return str(d.url);
    default:
      return '';
  }
}
