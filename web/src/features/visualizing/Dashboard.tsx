// The frame of a full-screen board (no shell): its background, a header with the live clock
// (date, time, weekday, quarter, week of the year, as GFast's originals), the title and the way
// back home; the board's panels go below in a CSS grid that folds to one column on a phone.
import { Button } from 'antd';
import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOME } from '@/features/home';
import { formatDate } from '@/lib/date';

/** ISO 8601 week of the year (weeks start on Monday; week 1 holds the year's first Thursday). */
export const isoWeek = (d: Date): number => Number(formatDate(d, 'Z'));

function Clock({ colour }: { colour: string }) {
  const { t } = useTranslation(HOME);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(id);
  }, []);
  return (
    <div style={{ fontVariantNumeric: 'tabular-nums', lineHeight: 1.3 }}>
      <div style={{ fontSize: 20, color: colour }}>{formatDate(now)}</div>
      <div style={{ fontSize: 12, opacity: 0.8 }}>
        {t('board.clock', {
          weekday: formatDate(now, 'WWW'),
          quarter: Number(formatDate(now, 'q')),
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

/** A titled panel of a board; with `fill`, its content is a column that a child can grow to fill (`flex: 1`). */
export function Panel({
  title,
  look,
  children,
  style,
  fill,
}: {
  title: string;
  look: BoardLook;
  children: ReactNode;
  style?: CSSProperties;
  fill?: boolean;
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
      <div style={{ flex: 1, minHeight: 0, ...(fill ? { display: 'flex', flexDirection: 'column' } : {}) }}>
        {children}
      </div>
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
        {/* The board is dark in both themes: antd's ghost button would take the theme's container
            colour, near black in the dark theme. */}
        <Button
          ghost
          onClick={() => navigate('/home')}
          style={{ color: '#fff', borderColor: look.accent, background: 'transparent' }}
        >
          {t('backHome')}
        </Button>
      </header>
      {children}
    </div>
  );
}
