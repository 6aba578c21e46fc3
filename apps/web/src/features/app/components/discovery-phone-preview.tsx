import { PlayCircleFilled } from '@ant-design/icons';
import type { StoredFile } from '@skin/contract';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PhoneFrame } from './phone-frame';
import { SafeContent } from './safe-content';

export type PreviewEntry = { id: number; name: string; icon: StoredFile | null };
export type PreviewItem = {
  id: number;
  title: string;
  cover: StoredFile | null;
  video: StoredFile | null;
  content: string;
};

type Props = {
  /** The device type's entries the app shows, in order (the tabs). */
  entries: PreviewEntry[];
  activeEntryId: number;
  /** The active entry's items the app shows, in order (the cards). */
  items: PreviewItem[];
  /** An item opened as the app opens it on a tap: its video and text. */
  open?: PreviewItem | null;
};

/**
 * The discovery page as the app shows it, at a phone's size: the entries as tabs with their icons,
 * the active entry's items as cover cards in order, or one item opened with its video and text.
 */
export function DiscoveryPhonePreview({ entries, activeEntryId, items, open }: Props) {
  const { t } = useTranslation('app');
  const bar = (
    <>
      <div style={{ padding: '12px 16px 4px', fontWeight: 600, fontSize: 18 }}>
        {t('discovery.preview.heading')}
      </div>
      <div style={{ display: 'flex', gap: 12, padding: '4px 12px 8px', overflowX: 'auto' }}>
        {entries.map((e) => (
          <div
            key={e.id}
            data-testid="preview-tab"
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              fontSize: 12,
              minWidth: 56,
              color: e.id === activeEntryId ? '#1677ff' : '#555',
              fontWeight: e.id === activeEntryId ? 600 : 400,
            }}
          >
            {e.icon ? (
              <img src={e.icon.url} alt="" style={{ width: 32, height: 32, objectFit: 'contain' }} />
            ) : (
              <div style={{ width: 32, height: 32, borderRadius: 8, background: '#ddd' }} />
            )}
            {e.name}
          </div>
        ))}
      </div>
    </>
  );
  return (
    <PhoneFrame label={t('discovery.preview.title')} bar={bar}>
      <div style={{ padding: '0 12px 12px' }}>
        {open ? (
          <div data-testid="preview-open-item">
            <div style={{ fontWeight: 600, fontSize: 16, margin: '8px 0' }}>{open.title}</div>
            {open.video ? (
              // biome-ignore lint/a11y/useMediaCaption: the videos are the platform's own material, without captions
              <video
                src={open.video.url}
                controls
                playsInline
                preload="metadata"
                poster={open.cover?.url}
                style={{ width: '100%', background: '#000', borderRadius: 8 }}
                data-testid="preview-video"
              />
            ) : open.cover ? (
              <img src={open.cover.url} alt="" style={{ width: '100%', borderRadius: 8 }} />
            ) : null}
            <SafeContent html={open.content} />
          </div>
        ) : items.length ? (
          items.map((item) => <ItemCard key={item.id} item={item} />)
        ) : (
          <Typography.Text type="secondary">{t('discovery.preview.empty')}</Typography.Text>
        )}
      </div>
    </PhoneFrame>
  );
}

/** An item as the discovery page lists it: its cover (a play mark on a video's) and title. */
function ItemCard({ item }: { item: PreviewItem }) {
  return (
    <div
      data-testid="preview-card"
      style={{ background: '#fff', borderRadius: 8, marginTop: 10, overflow: 'hidden' }}
    >
      <div style={{ position: 'relative', aspectRatio: '16 / 9', background: '#e8e8e8' }}>
        {item.cover ? (
          <img src={item.cover.url} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : null}
        {item.video ? (
          <PlayCircleFilled
            style={{
              position: 'absolute',
              left: '50%',
              top: '50%',
              translate: '-50% -50%',
              fontSize: 36,
              color: '#fff',
            }}
          />
        ) : null}
      </div>
      <div style={{ padding: '6px 10px', fontSize: 14 }}>{item.title}</div>
    </div>
  );
}
