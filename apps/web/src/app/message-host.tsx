import { message } from 'antd';
import { useEffect } from 'react';
import { bindMessage } from '../lib/feedback';

/** Hands a message instance that follows the theme and locale to code outside React. */
export function MessageHost() {
  const [api, holder] = message.useMessage();
  useEffect(() => bindMessage(api), [api]);
  return holder;
}
