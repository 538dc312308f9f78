import { App as AntApp } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '@/lib/feedback';

/** Hands antd's context-aware message/modal/notification to non-React code (the http layer). */
export function FeedbackBridge() {
  const { message, modal, notification } = AntApp.useApp();
  useEffect(() => {
    setFeedback({ message, modal, notification });
    return () => setFeedback(null);
  }, [message, modal, notification]);
  return null;
}
