import { createContext, useContext } from 'react';
import type { Feedback } from './deferred-feedback';

/** The signed-in shell's message, notification and modal (app/shell-feedback.tsx provides them). */
export const FeedbackContext = createContext<Feedback | null>(null);

/**
 * The shell's message, notification and modal, as antd's `App.useApp()` hands them out, usable
 * at once though their code comes after the first screen (app/shell-feedback.tsx).
 */
export function useFeedback(): Feedback {
  const feedback = useContext(FeedbackContext);
  if (!feedback) throw new Error('useFeedback is for the signed-in shell (app/shell-feedback.tsx)');
  return feedback;
}
