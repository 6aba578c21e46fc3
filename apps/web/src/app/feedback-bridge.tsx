import { useEffect } from 'react';
import { bindShellFeedback } from '../lib/feedback';
import { useFeedback } from '../lib/use-feedback';

/** Hands the shell's context-aware message and modal to code outside React (the HTTP client). */
export function FeedbackBridge() {
  const { message, modal } = useFeedback();
  useEffect(() => bindShellFeedback({ message, modal }), [message, modal]);
  return null;
}
