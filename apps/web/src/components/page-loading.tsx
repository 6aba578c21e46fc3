import { theme } from 'antd';

/**
 * A spinner in the middle of the window while a page's code downloads. Drawn here rather than
 * with antd's Spin, whose code is not part of the login page's first load; it spins by SVG
 * animation, so it needs no style sheet.
 */
export function PageLoading() {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      aria-busy="true"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
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
