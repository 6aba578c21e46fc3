import dayjs from 'dayjs';

/** An ISO timestamp as local date and time (`2026-11-21 17:40:04`); empty for none. */
export const formatDateTime = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '';
