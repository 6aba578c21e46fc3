import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneFrame } from './phone-frame';
import { SafeContent } from './safe-content';

export type PreviewItem = {
  id: number;
  title: string;
  imageUrl: string | null;
  content: string | null;
  state: number;
};
type Props = { name: string; iconUrl: string | null; items: readonly PreviewItem[]; hidden: boolean };

/**
 * The entry as the app's home shows it, beside the editor: the visible items in their order, each
 * image at its own ratio, title and content. It draws what it is handed, the form's unsaved values
 * included, so it follows every keystroke.
 */
export function IndexPhonePreview({ name, iconUrl, items, hidden }: Props) {
  const { t } = useTranslation('app');
  const shown = items.filter((i) => i.state === 1);
  const bar = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '14px 16px' }}>
      {iconUrl ? <img src={iconUrl} alt="" style={{ width: 28, height: 28, objectFit: 'contain' }} /> : null}
      <strong style={{ fontSize: 17 }} data-testid="preview-name">
        {name}
      </strong>
    </div>
  );
  return (
    <PhoneFrame label={t('detail.preview')} bar={bar}>
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
            <SafeContent html={item.content} />
          </div>
        </article>
      ))}
    </PhoneFrame>
  );
}
