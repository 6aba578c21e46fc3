import { Modal, message, notification } from 'antd';
import { useEffect } from 'react';
import type { Feedback } from '../lib/deferred-feedback';

/**
 * antd's message, notification and modal, as antd's App makes them (its hooks, their holders in the
 * order it renders them), handed to the shell while mounted (app/shell-feedback.tsx): a chunk of
 * its own, which a start fetches after its first screen.
 */
export function FeedbackHolders({ onReady }: { onReady: (feedback: Feedback) => () => void }) {
  const [messageApi, messageHolder] = message.useMessage();
  const [notificationApi, notificationHolder] = notification.useNotification();
  const [modalApi, modalHolder] = Modal.useModal();
  useEffect(
    () => onReady({ message: messageApi, notification: notificationApi, modal: modalApi }),
    [onReady, messageApi, notificationApi, modalApi],
  );
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
