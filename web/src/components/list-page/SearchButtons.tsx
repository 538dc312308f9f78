import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The search and reset buttons of a list page's filter form (search submits the form). */
export function SearchButtons({ onReset }: { onReset: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          {t('search')}
        </Button>
        <Button icon={<ReloadOutlined />} onClick={onReset}>
          {t('reset')}
        </Button>
      </Space>
    </Form.Item>
  );
}
