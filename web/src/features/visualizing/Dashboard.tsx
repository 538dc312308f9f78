// The frame of a full-screen board (no shell): its background, a header with the live clock
// (date, time, weekday, quarter, week of the year, as GFast's originals), the title and the way
// back home; the board's panels go below in a CSS grid that folds to one column on a phone.
import { Button } from 'antd';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME } from '@/features/home';
import dayjs from '@/i18n/dayjs';

/** ISO 8601 week of the year (weeks start on Monday; week 1 holds the year's first Thursday). */
export function isoWeek(d: Date): number {
  const day = new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  return Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
}

function Clock({ colour }: { colour: string }) {
  const { t } = useTranslation(HOME);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  const d = dayjs(now);
  return (
    <div style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
      <div style={{ fontSize: 20, color: colour }}>{d.format('YYYY-MM-DD HH:mm:ss')}</div>
      <div style={{ fontSize: 12, opacity: 0.8 }}>
        {t('board.clock', {
          weekday: d.format('dddd'),
          quarter: Math.floor(now.getMonth() / 3) + 1,
          week: isoWeek(now),
        })}
      </div>
    </div>
  );
}

export interface BoardLook {
  background: string;
  /** Panel fill and border, the accent of titles and figures. */
  panel: string;
  border: string;
  accent: string;
}

/** A titled panel of a board. */
export function Panel({
  title,
  look,
  children,
  style,
}: {
  title: string;
  look: BoardLook;
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <section
      aria-label={title}
      style={{
        background: look.panel,
        border: `1px solid ${look.border}`,
        borderRadius: 6,
        padding: 12,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        ...style,
      }}
    >
      <h2 style={{ margin: '0 0 8px', fontSize: 15, fontWeight: 600, color: look.accent }}>{title}</h2>
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </section>
  );
}

/** The board page: header, then `children` (the board's grid). */
export function Dashboard({ title, look, children }: { title: string; look: BoardLook; children: ReactNode }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <div
      style={{ minHeight: '100vh', background: look.background, padding: 16, color: '#fff', boxSizing: 'border-box' }}
    >
      <header
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 12,
          justifyContent: 'space-between',
          alignItems: 'center',
          marginBottom: 16,
          paddingBottom: 12,
          borderBottom: `1px solid ${look.border}`,
        }}
      >
        <Clock colour={look.accent} />
        <h1
          style={{ margin: 0, fontSize: 26, letterSpacing: 2, color: '#fff', textAlign: 'center', flex: '1 1 240px' }}
        >
          {title}
        </h1>
        <Button ghost onClick={() => navigate('/home')}>
          {t('backHome')}
        </Button>
      </header>
      {children}
    </div>
  );
}
