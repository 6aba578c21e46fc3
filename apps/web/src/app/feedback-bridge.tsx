import { App } from 'antd';
import { useEffect } from 'react';
import { bindFeedback } from '../lib/feedback';

/** Hands antd's context-aware message and modal to code outside React (the HTTP client). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => bindFeedback({ message, modal }), [message, modal]);
  return null;
}
