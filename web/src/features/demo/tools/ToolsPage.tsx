import { Card, Col, Flex, Input, Row, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_TOOLS } from './texts';
import { TOOLS, type Tool } from './tools';
import { SectionTitle } from '@/components/section-title/SectionTitle';

const GROUPS = [
  { key: 'filters', kinds: ['filter'] },
  { key: 'formats', kinds: ['format'] },
  { key: 'checks', kinds: ['check', 'strength'] },
] as const;
const STRENGTH_COLOURS = { weak: 'error', medium: 'warning', strong: 'success' } as const;

function ToolRow({ tool }: { tool: Tool }) {
  const { t } = useTranslation(DEMO_TOOLS);
  const [value, setValue] = useState('');
  const label = t(`rows.${tool.key}.label`);
  const result = () => {
    if (value === '' || tool.kind === 'filter') return null;
    if (tool.kind === 'format') return <Typography.Text code>{tool.run(value) || '-'}</Typography.Text>;
    if (tool.kind === 'strength') {
      const strength = tool.run(value);
      return <Tag color={STRENGTH_COLOURS[strength]}>{t(`strength.${strength}`)}</Tag>;
    }
    return tool.run(value) ? <Tag color="success">{t('valid')}</Tag> : <Tag color="error">{t('invalid')}</Tag>;
  };
  return (
    <Col xs={24} md={12} xl={8}>
      <Flex vertical gap={4}>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type="secondary">{t(`rows.${tool.key}.desc`)}</Typography.Text>
        <Input
          aria-label={label}
          value={value}
          allowClear
          onChange={(e) => setValue(tool.kind === 'filter' ? tool.run(e.target.value) : e.target.value)}
        />
        <output aria-label={`${label} ${t('result')}`} data-testid={`result-${tool.key}`} style={{ minHeight: 24 }}>
          {result()}
        </output>
      </Flex>
    </Col>
  );
}

/** Every validator and formatter of the helper library (web/src/lib), each with an input and its live result. */
export function ToolsPage() {
  const { t } = useTranslation(DEMO_TOOLS);
  return (
    <Card title={t('title')}>
      <Flex vertical gap={24}>
        {GROUPS.map((group) => (
          <section key={group.key}>
            <SectionTitle>{t(group.key)}</SectionTitle>
            <Row gutter={[24, 16]}>
              {TOOLS.filter((tool) => (group.kinds as readonly string[]).includes(tool.kind)).map((tool) => (
                <ToolRow key={tool.key} tool={tool} />
              ))}
            </Row>
          </section>
        ))}
      </Flex>
    </Card>
  );
}
