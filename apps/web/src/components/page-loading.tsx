import { theme } from 'antd';

/** How long after the page began loading the start-up's spinners may first be seen. */
export const SPINNER_SHOWN_FROM_MS = 1000;

/**
 * A spinner in the middle of the window while a page's code downloads. Drawn here rather than
 * with antd's Spin, whose code is not part of the login page's first load; it spins by SVG
 * animation, so it needs no style sheet.
 *
 * Like index.html's own, it stays invisible until a second after the page began loading: a
 * quicker start never shows a spinner, and a slow one shows it from the same moment as index.html
 * did (`start-appear` is index.html's). Shown at once, it was the first contentful paint of a
 * signed-in start, and Lighthouse then counted the shell's whole first render as blocking time
 * (docs/performance.md, "Lighthouse").
 */
export function PageLoading() {
  const { token } = theme.useToken();
  const delay = Math.max(0, SPINNER_SHOWN_FROM_MS - performance.now());
  return (
    <div
      role="status"
      aria-busy="true"
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        minHeight: '100vh',
        ...(delay > 0 && {
          visibility: 'hidden',
          animation: `start-appear 0s ${Math.round(delay)}ms forwards`,
        }),
      }}
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="16" cy="16" r="13" fill="none" stroke={token.colorFillSecondary} strokeWidth="3" />
        <path
          d="M16 3 a13 13 0 0 1 13 13"
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth="3"
          strokeLinecap="round"
        >
          <animateTransform
            attributeName="transform"
            type="rotate"
            from="0 16 16"
            to="360 16 16"
            dur="0.8s"
            repeatCount="indefinite"
          />
        </path>
      </svg>
    </div>
  );
}
