import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { setFeedback } from '@/lib/feedback';

/**
 * antd's message, modal and notification with the app's theme and locale, handed to non-React code
 * (the http layer). Loaded on first use (see FeedbackOnDemand), so the login page does not pay for it.
 */
export default function FeedbackHost() {
  const [messageApi, messageHolder] = message.useMessage();
  const [modalApi, modalHolder] = Modal.useModal();
  const [notificationApi, notificationHolder] = notification.useNotification();
  useEffect(() => {
    setFeedback({ message: messageApi, modal: modalApi, notification: notificationApi });
    return () => setFeedback(null);
  }, [messageApi, modalApi, notificationApi]);
  return (
    <>
      {messageHolder}
      {modalHolder}
      {notificationHolder}
    </>
  );
}
