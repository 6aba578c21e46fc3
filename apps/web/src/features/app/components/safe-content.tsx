import { safeHtml } from './safe-html';

/**
 * An item's rich text in a phone preview, cleaned first (safe-html.ts): only text structure and
 * http(s)/mailto links remain, whether it is the server's sanitized copy or what is being typed.
 */
export function SafeContent({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return (
    <div
      style={{ fontSize: 14, lineHeight: 1.5, overflowWrap: 'anywhere' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the content is sanitized by safeHtml
      dangerouslySetInnerHTML={{ __html: safeHtml(html) }}
    />
  );
}
