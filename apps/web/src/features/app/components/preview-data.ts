import type { AppDiscovery, AppDiscoveryItem, StoredFile } from '@skin/contract';
import type { PreviewEntry, PreviewItem } from './discovery-phone-preview';

/** What the app shows of a device type's entries: the visible ones, in order. */
export const previewEntries = (entries: readonly AppDiscovery[] | undefined): PreviewEntry[] =>
  (entries ?? []).filter((e) => e.visible === 1).map(({ id, name, icon }) => ({ id, name, icon }));

/** What the app shows of an entry's items: the visible ones, in order. */
export const previewItems = (items: readonly AppDiscoveryItem[]): PreviewItem[] =>
  items.filter((i) => i.visible === 1).map(previewItem);

export const previewItem = ({ id, title, cover, video, content }: AppDiscoveryItem): PreviewItem => ({
  id,
  title,
  cover,
  video,
  content,
});

/** A file the preview shows by its id alone (just chosen in the form): only its address matters. */
export const fileById = (id: string | null | undefined, url: (id: string) => string): StoredFile | null =>
  id ? { id, name: '', mime: '', size: 0, url: url(id) } : null;
