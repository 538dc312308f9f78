import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useThemeFields } from '@/stores/themeConfig';

/** The product logo and title; only the mark when `compact`. */
export function Logo({ compact = false, color }: { compact?: boolean; color?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { globalTitle, isShowLogo } = useThemeFields('globalTitle', 'isShowLogo');
  if (!isShowLogo) return null;
  const title = globalTitle === 'IoT platform' ? t('globalTitle') : globalTitle;
  return (
    <div
      data-region="logo"
      onClick={() => navigate('/home')}
      style={{
        height: 56,
        display: 'flex',
        alignItems: 'center',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: 10,
        padding: compact ? 0 : '0 18px',
        color,
        fontWeight: 600,
        fontSize: 16,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        cursor: 'pointer',
        flex: 'none',
      }}
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {!compact && <span>{title}</span>}
    </div>
  );
}
