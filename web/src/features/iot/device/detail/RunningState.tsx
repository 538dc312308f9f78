import type { DeviceRow, TslProperty } from '@iot/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, Flex, Row, Tag, theme, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/date';
import { runStatusQuery, type RunStatusProperty } from '../api';
import { formatValue } from '../format';
import { DEVICE } from '../texts';
import { seededPropertyName } from '@/i18n/seeded';

/** How long a changed value stays highlighted. */
const FLASH_MS = 1200;

/** True for a moment after `value` changes (not when it first shows). */
function useFlash(value: unknown): boolean {
  const [flash, setFlash] = useState(false);
  const first = useRef(true);
  const text = JSON.stringify(value ?? null);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setFlash(true);
    const timer = setTimeout(() => setFlash(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return flash;
}

function PropertyCard({ property, value, time }: { property: TslProperty; value: unknown; time?: number }) {
  const { t } = useTranslation(DEVICE);
  const { token } = theme.useToken();
  const flash = useFlash(value);
  const text = formatValue(property.valueType, value, { true: t('boolean.true'), false: t('boolean.false') });
  return (
    <Card
      size="small"
      data-testid={`property-${property.key}`}
      data-flash={flash || undefined}
      title={seededPropertyName(property.key, property.name)}
      extra={property.accessMode === 1 ? <Tag>{t('running.readOnly')}</Tag> : null}
      style={{
        height: '100%',
        transition: 'background-color 0.6s',
        backgroundColor: flash ? token.colorPrimaryBg : undefined,
      }}
    >
      <Flex vertical gap={4}>
        <Typography.Text strong style={{ fontSize: 22 }} ellipsis={{ tooltip: text }}>
          {text || <Typography.Text type="secondary">{t('running.noValue')}</Typography.Text>}
        </Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {property.key}
          {time ? ` · ${formatDate(time)}` : ''}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

/**
 * One card per property of the object model with its latest value; seeded from run_status and kept
 * current by deviceProperty frames (the detail page watches the device), without polling.
 */
export function RunningState({ device }: { device: DeviceRow }) {
  const { t } = useTranslation(DEVICE);
  const status = useQuery(runStatusQuery(device.key));
  const properties = device.tsl?.properties ?? [];
  const byKey = new Map<string, RunStatusProperty>((status.data?.properties ?? []).map((p) => [p.key, p]));
  if (properties.length === 0) return <Empty description={t('running.empty')} />;
  return (
    <Row gutter={[16, 16]}>
      {properties.map((p) => {
        const reported = byKey.get(p.key);
        const latest = device.latest?.[p.key];
        return (
          <Col key={p.key} xs={24} sm={12} lg={8} xxl={6}>
            <PropertyCard
              property={p}
              value={reported ? reported.value : latest?.value}
              time={reported?.time ?? latest?.time}
            />
          </Col>
        );
      })}
    </Row>
  );
}
