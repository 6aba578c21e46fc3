import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { safeHtml } from './safe-html';

export type PreviewItem = {
  id: number;
  title: string;
  imageUrl: string | null;
  content: string | null;
  state: number;
};
type Props = { name: string; iconUrl: string | null; items: readonly PreviewItem[]; hidden: boolean };

/** The phone's screen: about an iPhone 8's 375 × 667 points. */
const SCREEN = { width: 375, height: 667 } as const;

/**
 * The entry as the app's home shows it, beside the editor: the visible items in their order, each
 * image at its own ratio, title and content. It draws what it is handed, the form's unsaved values
 * included, so it follows every keystroke.
 */
export function PhonePreview({ name, iconUrl, items, hidden }: Props) {
  const { t } = useTranslation('app');
  const shown = items.filter((i) => i.state === 1);
  return (
    <section
      style={{
        width: SCREEN.width + 24,
        padding: 12,
        borderRadius: 36,
        background: '#1f1f1f',
        boxShadow: '0 8px 24px rgba(0,0,0,0.25)',
      }}
      data-testid="phone-preview"
      aria-label={t('detail.preview')}
    >
      <div
        style={{
          width: SCREEN.width,
          height: SCREEN.height,
          overflowY: 'auto',
          borderRadius: 24,
          background: '#f5f5f7',
          color: '#1f1f1f',
        }}
      >
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: 8,
            padding: '14px 16px',
            background: '#fff',
            position: 'sticky',
            top: 0,
            borderBottom: '1px solid #eee',
          }}
        >
          {iconUrl ? (
            <img src={iconUrl} alt="" style={{ width: 28, height: 28, objectFit: 'contain' }} />
          ) : null}
          <strong style={{ fontSize: 17 }} data-testid="preview-name">
            {name}
          </strong>
        </div>
        {hidden ? (
          <Typography.Text type="warning" style={{ display: 'block', padding: '8px 16px' }}>
            {t('detail.hiddenEntry')}
          </Typography.Text>
        ) : null}
        {shown.length === 0 ? (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 16 }}>
            {t('detail.previewEmpty')}
          </Typography.Text>
        ) : null}
        {shown.map((item) => (
          <article
            key={item.id}
            style={{ margin: 12, background: '#fff', borderRadius: 12, overflow: 'hidden' }}
            data-testid="preview-item"
          >
            {item.imageUrl ? (
              <img src={item.imageUrl} alt="" style={{ display: 'block', width: '100%', height: 'auto' }} />
            ) : null}
            <div style={{ padding: '10px 12px' }}>
              <div style={{ fontWeight: 600, fontSize: 16 }} data-testid="preview-item-title">
                {item.title}
              </div>
              {item.content ? (
                <div
                  style={{ fontSize: 14, lineHeight: 1.5, overflowWrap: 'anywhere' }}
                  // Cleaned first (safe-html.ts): only text structure and http(s)/mailto links remain.
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the content is sanitized above
                  dangerouslySetInnerHTML={{ __html: safeHtml(item.content) }}
                />
              ) : null}
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
