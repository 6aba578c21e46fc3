import { deviceTypeEndpoints, type FileKind, pathOf } from '@skin/contract';
import { uploadFile } from '../../../lib/upload-file';

/**
 * `POST /device-type/file/<kind>` (multipart: hardwareModel, file): the server checks the content
 * and answers the stored file. The model goes first: the server reads the fields before the file.
 */
export const uploadDeviceTypeFile = (kind: FileKind, hardwareModel: string, file: File) =>
  uploadFile({ path: pathOf(deviceTypeEndpoints.upload, { kind }) }, file, { fields: { hardwareModel } });
