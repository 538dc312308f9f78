import { Typography } from 'antd';
import { useEffect, useState } from 'react';
import { calendarDate, formatDate } from '@/lib/date';

/** The current time, ticking each second. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** Time (HH:mm) with its seconds beside it, and the date with the weekday in the current language. */
export function Clock({ color }: { color: string }) {
  const now = useNow();
  return (
    <div data-testid="lock-clock" style={{ color }}>
      <div style={{ fontSize: 72, lineHeight: 1.1, fontWeight: 300, fontVariantNumeric: 'tabular-nums' }}>
        <time dateTime={formatDate(now, 'HH:MM:SS')}>{formatDate(now, 'HH:MM')}</time>
        <span style={{ fontSize: 28, marginInlineStart: 8 }} data-testid="lock-seconds">
          {formatDate(now, 'SS')}
        </span>
      </div>
      <Typography.Text style={{ color, fontSize: 20 }}>{calendarDate(now, { year: false })}</Typography.Text>
    </div>
  );
}
