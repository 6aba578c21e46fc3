import { type ComponentType, useEffect, useState } from 'react';
import { messagesUnavailable, useMessagesWanted } from '../lib/feedback';

/** The component holding antd's message, once it is wanted and its code is in (else null). */
export function useMessageHost(): ComponentType | null {
  const wanted = useMessagesWanted((s) => s.wanted);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    import('./message-host').then((m) => setHost(() => m.MessageHost), messagesUnavailable);
  }, [wanted, Host]);
  return Host;
}
