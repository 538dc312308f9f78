import { Typography } from 'antd';
import dayjs from '@/i18n/dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The current time, ticking each second. */
function useNow() {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Time (HH:mm) with its seconds beside it, and the date with the weekday in the current language. */
export function Clock({ color }: { color: string }) {
  const { t } = useTranslation('navbar');
  const now = useNow();
  return (
    <div data-testid="lock-clock" style={{ color }}>
      <div style={{ fontSize: 72, lineHeight: 1.1, fontWeight: 300, fontVariantNumeric: 'tabular-nums' }}>
        <time dateTime={now.format('HH:mm:ss')}>{now.format('HH:mm')}</time>
        <span style={{ fontSize: 28, marginInlineStart: 8 }} data-testid="lock-seconds">
          {now.format('ss')}
        </span>
      </div>
      <Typography.Text style={{ color, fontSize: 20 }}>{now.format(t('lock.dateFormat'))}</Typography.Text>
    </div>
  );
}
