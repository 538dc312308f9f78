import { UpOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Clock } from './Clock';
import { UnlockForm } from './UnlockForm';
import { unlock, useLockCountdown } from './useLockCountdown';
import { UNLOCK_DRAG_PX, useSlideUp } from './useSlideUp';
import './lock-screen.css';

/** The locked screen: a cover with the clock that slides up to the login box, over everything. */
export function LockCover() {
  const { t } = useTranslation('navbar');
  const { token } = theme.useToken();
  const [revealed, setRevealed] = useState(false);
  const reveal = () => setRevealed(true);
  const { offset, dragging, handlers } = useSlideUp(reveal);
  const light = token.colorTextLightSolid;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowUp' || e.key === 'PageUp') {
      e.preventDefault();
      reveal();
    }
  };

  return (
    <div
      data-region="lock-screen"
      role="dialog"
      aria-modal="true"
      aria-label={t('lock.label')}
      style={{
        position: 'fixed',
        inset: 0,
        // Above modals, drawers, messages and notifications.
        zIndex: token.zIndexPopupBase + 2000,
        overflow: 'hidden',
        backgroundColor: '#000',
        backgroundImage: `radial-gradient(circle at 20% 15%, ${token.colorPrimaryActive}, transparent 70%), linear-gradient(160deg, ${token.colorPrimary}66, ${token.colorBgSpotlight})`,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {revealed ? (
        <UnlockForm onUnlock={unlock} />
      ) : (
        <div
          data-testid="lock-cover"
          {...handlers}
          onKeyDown={onKeyDown}
          style={{
            position: 'absolute',
            inset: 0,
            display: 'flex',
            flexDirection: 'column',
            justifyContent: 'space-between',
            padding: '48px 40px',
            color: light,
            cursor: dragging ? 'grabbing' : 'grab',
            touchAction: 'none',
            userSelect: 'none',
            transform: `translateY(${offset}px)`,
            opacity: 1 + offset / (UNLOCK_DRAG_PX * 1.5),
            transition: dragging ? 'none' : `transform ${token.motionDurationMid}, opacity ${token.motionDurationMid}`,
          }}
        >
          <div style={{ flex: 1 }} />
          <Clock color={light} />
          <div style={{ textAlign: 'center', marginTop: 32 }}>
            {/* A click or Enter does what the slide does, for keyboards and anyone who cannot drag. */}
            <Button
              type="text"
              autoFocus
              onClick={reveal}
              icon={
                <UpOutlined
                  className="lock-screen-hint-icon"
                  style={{ animation: 'lock-screen-hint 1.6s ease-in-out infinite' }}
                />
              }
              iconPlacement="start"
              style={{ color: light, flexDirection: 'column', height: 'auto', gap: 4, paddingBlock: 8 }}
            >
              {t('lock.slideUp')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * Mounted while the lock is on: runs the countdown and, once it is down to 1, covers the viewport
 * (rendered in <body>, above every portal) and marks the page locked so the content hides.
 */
export function LockScreen() {
  const locked = useLockCountdown();
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    root.setAttribute('data-locked', '');
    return () => root.removeAttribute('data-locked');
  }, [locked]);
  return locked ? createPortal(<LockCover />, document.body) : null;
}
