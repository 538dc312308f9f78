import { CheckCircleOutlined, ExclamationCircleOutlined, SmileOutlined } from '@ant-design/icons';
import { Button, Card, Result, Steps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEMO_PAGES } from './texts';

const RESULTS = ['success', 'warning', 'error'] as const;

/** Three steps and a result that follows the current one; "Next" goes round. */
export function StepsPage() {
  const { t } = useTranslation(DEMO_PAGES);
  const [current, setCurrent] = useState(0);
  return (
    <Card title={t('steps.title')}>
      <Steps
        current={current}
        items={[
          { title: t('steps.s1'), icon: <SmileOutlined /> },
          { title: t('steps.s2'), icon: <ExclamationCircleOutlined /> },
          { title: t('steps.s3'), icon: <CheckCircleOutlined /> },
        ]}
      />
      <Result
        status={RESULTS[current]}
        title={t(`steps.r${current + 1}`)}
        subTitle={t('steps.sub')}
        extra={
          <Button type="primary" onClick={() => setCurrent((current + 1) % 3)}>
            {t('steps.next')}
          </Button>
        }
      />
    </Card>
  );
}
