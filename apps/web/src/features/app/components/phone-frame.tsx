import type { ReactNode } from 'react';

type Props = {
  /** The preview's name for a screen reader. */
  label: string;
  /** The page's bar at the top of the screen, which stays while the page below it scrolls. */
  bar: ReactNode;
  /** The page, scrolled within the screen. */
  children: ReactNode;
};

/** The phone's screen: about an iPhone 8's 375 × 667 points. */
const SCREEN = { width: 375, height: 667 } as const;

/**
 * A phone beside an editor, showing a page of the app as the app draws it: the frame, the page's
 * bar and the page scrolling beneath it. Each preview passes its own page.
 */
export function PhoneFrame({ label, bar, children }: Props) {
  return (
    <section
      style={{
        width: SCREEN.width + 24,
        flex: 'none',
        padding: 12,
        borderRadius: 36,
        background: '#1f1f1f',
        boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
      }}
      data-testid="phone-preview"
      aria-label={label}
    >
      <div
        style={{
          width: SCREEN.width,
          height: SCREEN.height,
          display: 'flex',
          flexDirection: 'column',
          overflow: 'hidden',
          borderRadius: 24,
          background: '#f5f5f7',
          color: '#1f1f1f',
        }}
      >
        <div style={{ flex: 'none', background: '#fff', borderBottom: '1px solid #eee' }}>{bar}</div>
        <div style={{ flex: 1, overflowY: 'auto' }}>{children}</div>
      </div>
    </section>
  );
}
