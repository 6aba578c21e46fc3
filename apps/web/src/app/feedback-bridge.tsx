import { App } from 'antd';
import { useEffect } from 'react';
import { bindShellFeedback } from '../lib/feedback';

/** Hands the shell's context-aware message and modal to code outside React (the HTTP client). */
export function FeedbackBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => bindShellFeedback({ message, modal }), [message, modal]);
  return null;
}
