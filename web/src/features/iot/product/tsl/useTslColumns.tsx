import type { TslEvent, TslFunction, TslKind, TslProperty } from '@iot/contract/tsl';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { TslEntry } from '../api';
import { PRODUCT } from '../texts';
import { describeParams, describeValueType } from './valueType';
import { seededPropertyName } from '@/i18n/seeded';

const LEVEL_COLOURS = ['default', 'warning', 'error'] as const;

/** Parameters one a line. */
function ParamLines({ lines }: { lines: string[] }) {
  if (!lines.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <Flex vertical>
      {lines.map((line) => (
        <Typography.Text key={line} style={{ fontSize: 12 }}>
          {line}
        </Typography.Text>
      ))}
    </Flex>
  );
}

/** The columns of one kind's table (without the actions): key and name, then what the kind has. */
export function useTslColumns(kind: TslKind): ColumnsType<TslEntry> {
  const { t } = useTranslation([PRODUCT, 'common']);
  const head: ColumnsType<TslEntry> = [
    { title: t('tsl.field.key'), dataIndex: 'key', width: 160, ellipsis: true },
    {
      title: t('tsl.field.name'),
      key: 'name',
      width: 160,
      ellipsis: true,
      render: (_, e) => (kind === 'property' ? seededPropertyName(e.key, e.name) : e.name),
    },
  ];
  const desc: ColumnsType<TslEntry> = [{ title: t('desc'), dataIndex: 'desc', minWidth: 140, ellipsis: true }];
  if (kind === 'function')
    return [
      ...head,
      {
        title: t('tsl.field.inputs'),
        key: 'inputs',
        width: 260,
        render: (_, e) => <ParamLines lines={describeParams((e as TslFunction).inputs, t)} />,
      },
      {
        title: t('tsl.field.outputs'),
        key: 'outputs',
        width: 260,
        render: (_, e) => <ParamLines lines={describeParams((e as TslFunction).outputs, t)} />,
      },
      ...desc,
    ];
  if (kind === 'event')
    return [
      ...head,
      {
        title: t('tsl.field.level'),
        key: 'level',
        width: 100,
        render: (_, e) => {
          const level = (e as TslEvent).level;
          return <Tag color={LEVEL_COLOURS[level] ?? 'default'}>{t(`tsl.level.${level}`)}</Tag>;
        },
      },
      {
        title: t('tsl.field.outputs'),
        key: 'outputs',
        width: 300,
        render: (_, e) => <ParamLines lines={describeParams((e as TslEvent).outputs, t)} />,
      },
      ...desc,
    ];
  return [
    ...head,
    {
      title: t('tsl.field.valueType'),
      key: 'valueType',
      width: 260,
      render: (_, e) => describeValueType((e as TslProperty).valueType, t),
    },
    {
      title: t('tsl.field.accessMode'),
      key: 'accessMode',
      width: 100,
      render: (_, e) => t(`tsl.access.${(e as TslProperty).accessMode === 1 ? 1 : 0}`),
    },
    ...desc,
  ];
}
