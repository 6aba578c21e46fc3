import { goodsEndpoints, type StoredFile } from '@skin/contract';
import { type UploadOptions, uploadFile } from '../../../lib/upload-file';

/**
 * `POST /goods/upload` (multipart `file`): the server checks the picture is a JPG or PNG by its
 * content and answers the stored file, whose id the goods keep as `iconFileId`.
 */
export const uploadGoodsPicture = (file: File, options?: UploadOptions): Promise<StoredFile> =>
  uploadFile(goodsEndpoints.upload, file, options);
