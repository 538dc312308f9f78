// `/product/tsl/data_type`: SagooIoT's fixed list of data types and their default parameters, in
// its order (§5.3). The console labels `Object.values(dataType)` [0] "基础类型" and [1] "扩展类型",
// so `baseType` comes first.
import type { TypeTemplate } from '@iot/contract';

const numeric = { max: 0, min: 0, unit: '' };
const intTemplate = { type: 'int' as const, ...numeric };

const baseType: TypeTemplate[] = [
  { title: 'int(整数型)', type: 'int', ...numeric },
  { title: 'long(长整数型)', type: 'long', ...numeric },
  { title: 'float(单精度浮点型)', type: 'float', decimals: 2, ...numeric },
  { title: 'double(双精度浮点型)', type: 'double', decimals: 2, ...numeric },
  { title: 'text(字符串)', type: 'string', maxLength: 0 },
  { title: 'bool(布尔型)', type: 'boolean', trueText: '是', falseText: '否', trueValue: true, falseValue: false },
];

const extensionType: TypeTemplate[] = [
  { title: 'date(2006-01-02 15:04:05或者2006-01-02 15:04:05.000)', type: 'date' },
  { title: 'timestamp(时间戳/毫秒)', type: 'timestamp' },
  { title: 'enum(枚举)', type: 'enum', elements: [{ value: '枚举值', text: '枚举文本' }] },
  { title: 'array(数组)', type: 'array', elementType: intTemplate },
  {
    title: 'object(结构体)',
    type: 'object',
    properties: [{ key: '参数标识', name: '参数名称', desc: '描述', valueType: intTemplate }],
  },
];

export const DATA_TYPE_LIST = { dataType: { baseType, extensionType } };
