import { fileEndpoints } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { Image, type ImageProps } from 'antd';
import { call } from '../lib/endpoint-client';

/** How long a link is reused: the server's links last 10 to 15 minutes (docs/files.md). */
const LINK_REUSED_MS = 5 * 60_000;

/**
 * A short-lived link to a private file for an image tag, which cannot send the session's token.
 * The server hands one out only to a caller who may see a record naming the file; the same link is
 * reused for a while, so the browser's cache serves the picture again.
 */
export function useFileLink(fileId: string | null | undefined) {
  return useQuery({
    queryKey: ['files', 'link', fileId],
    queryFn: async () => (await call(fileEndpoints.link, { params: { id: fileId! } }, { quiet: true })).url,
    enabled: !!fileId,
    staleTime: LINK_REUSED_MS,
    gcTime: 2 * LINK_REUSED_MS,
    retry: false,
  });
}

/** A stored picture (a goods picture) shown through its short-lived link. */
export function FilePicture({ fileId, ...image }: { fileId: string } & Omit<ImageProps, 'src'>) {
  const link = useFileLink(fileId);
  return <Image {...image} src={link.data} />;
}

/** A stored picture as a form's file field shows it (`FileInput`'s preview). */
export const pictureThumbnail = (fileId: string) => (
  <FilePicture fileId={fileId} width={64} height={64} style={{ objectFit: 'contain' }} />
);
