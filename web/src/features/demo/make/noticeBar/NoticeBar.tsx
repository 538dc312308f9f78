import { CloseOutlined, RightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { useState, type CSSProperties, type ReactNode } from 'react';
import './noticeBar.css';

export interface NoticeBarProps {
  text?: ReactNode;
  /** closeable: a close button on the right; link: the whole bar is clickable, an arrow on the right. */
  mode?: 'closeable' | 'link';
  color?: string;
  background?: string;
  leftIcon?: ReactNode;
  /** Scroll speed in px per second; 0 keeps the text still. */
  speed?: number;
  onClose?(): void;
  onLink?(): void;
  children?: ReactNode;
  label: string;
  closeLabel?: string;
}

/**
 * GFast's NoticeBar: a one-line bar whose text scrolls (a CSS animation, paused on hover and with
 * reduced motion), or any content (a vertical carousel) in place of the text.
 */
export function NoticeBar({
  text,
  mode,
  color,
  background,
  leftIcon,
  speed = 60,
  onClose,
  onLink,
  children,
  label,
  closeLabel,
}: NoticeBarProps) {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const style: CSSProperties = {
    color: color ?? token.colorWarningText,
    background: background ?? token.colorWarningBg,
    cursor: mode === 'link' ? 'pointer' : undefined,
  };
  // The duration grows with the text so that the speed stays the same whatever its length.
  const duration = `${Math.max(6, (typeof text === 'string' ? text.length * 14 : 600) / Math.max(speed, 1))}s`;
  return (
    <div
      className="demo-notice-bar"
      role={mode === 'link' ? 'link' : 'status'}
      // A link is named by its text (what it says is what it does); a status region by its label.
      aria-label={mode === 'link' ? undefined : label}
      tabIndex={mode === 'link' ? 0 : undefined}
      style={style}
      onClick={mode === 'link' ? onLink : undefined}
      onKeyDown={(e) => mode === 'link' && e.key === 'Enter' && onLink?.()}
    >
      {leftIcon && <span className="demo-notice-bar-icon">{leftIcon}</span>}
      <div className="demo-notice-bar-track">
        {children ?? (
          <span
            className={speed ? 'demo-notice-bar-text scrolling' : 'demo-notice-bar-text'}
            style={{ animationDuration: duration }}
          >
            {text}
          </span>
        )}
      </div>
      {mode === 'closeable' && (
        <button
          type="button"
          className="demo-notice-bar-icon demo-notice-bar-close"
          aria-label={closeLabel}
          onClick={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          <CloseOutlined />
        </button>
      )}
      {mode === 'link' && <RightOutlined className="demo-notice-bar-icon" />}
    </div>
  );
}
