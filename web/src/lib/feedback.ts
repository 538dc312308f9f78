// antd's message/modal need the App context for theme and locale; the <FeedbackBridge> inside
// <App> hands its instances here so non-React code (the http layer) can use them.
import { message as staticMessage, Modal as StaticModal } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { NotificationInstance } from 'antd/es/notification/interface';

interface Feedback {
  message: MessageInstance;
  modal: Omit<ModalStaticFunctions, 'warn'>;
  notification?: NotificationInstance;
}

let current: Feedback = { message: staticMessage, modal: StaticModal };

export function setFeedback(next: Feedback) {
  current = next;
}

export const feedback = {
  get message() {
    return current.message;
  },
  get modal() {
    return current.modal;
  },
  get notification() {
    return current.notification;
  },
};
