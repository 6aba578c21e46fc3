import { theme } from 'antd';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { deferredFeedback, type Feedback } from '../lib/deferred-feedback';
import { lazyModule } from '../lib/lazy-module';
import { FeedbackContext } from '../lib/use-feedback';

type Holders = typeof import('./feedback-holders');
/** The holders' code (antd's message, notification and modal). */
const holders = lazyModule<Holders>(() => import('./feedback-holders'));

/** The mounted holders' feedback, and the promise of the next one for calls made before it. */
let real: Feedback | null = null;
let arrived: (feedback: Feedback) => void = () => undefined;
const nextArrival = () =>
  new Promise<Feedback>((resolve) => {
    arrived = resolve;
  });
let arrival = nextArrival();
/** No shell is mounted since one was left (a sign-out): calls are dropped until the next. */
let left = false;
/**
 * What the shell hands out: a call made before the holders' code is in asks for that code and is
 * made once they are mounted; a failed download is asked again by the next call. One made after
 * the shell was left (a screen's answer that came after a sign-out) is dropped, not shown to the
 * next user.
 */
const feedback = deferredFeedback(
  () => real,
  () => {
    if (left) return null;
    void holders.load().catch(() => undefined);
    return arrival;
  },
);

/** The holders' feedback in use until they unmount (a sign-out), when calls wait for the next. */
const handOver = (f: Feedback) => {
  real = f;
  // Mounted again (React's development check mounts every effect twice): the shell is here.
  left = false;
  arrived(f);
  return () => {
    if (real !== f) return;
    real = null;
    left = true;
    arrival = nextArrival();
  };
};

/**
 * The signed-in shell's message, notification and modal (`useFeedback()`), as antd's `App` gives
 * them, with their code fetched after the first screen. antd's App brings the modal, the
 * notification, the message and, through the modal, the Skeleton (about 17 KB gzipped), which a
 * start downloaded and ran before its first screen though no screen shows a dialog or a toast as
 * it opens (docs/performance.md, "Lighthouse"). The code comes once the browser is idle after the
 * first screen (two seconds at most), or with the first call, which is made as it arrives
 * (lib/deferred-feedback.ts). Like antd's App, it draws the shell in an element that sets the
 * theme's text colour, size, line height and font for everything inside.
 */
export function ShellFeedback({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  // Before the screens inside render: what they ask for from now on is for this shell.
  useState(() => {
    left = false;
  });
  const [Loaded, setLoaded] = useState<ComponentType<{ onReady: typeof handOver }> | null>(null);
  useEffect(() => {
    const take = (module: Holders) => setLoaded(() => module.FeedbackHolders);
    const loaded = holders.current();
    if (loaded) take(loaded);
    const stop = holders.onLoad(take);
    // A failure is asked again by the next call.
    const cancel = holders.loadWhenIdle();
    return () => {
      stop();
      cancel();
    };
  }, []);
  return (
    <FeedbackContext.Provider value={feedback}>
      <div
        style={{
          color: token.colorText,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          fontFamily: token.fontFamily,
        }}
      >
        {Loaded ? <Loaded onReady={handOver} /> : null}
        {children}
      </div>
    </FeedbackContext.Provider>
  );
}
