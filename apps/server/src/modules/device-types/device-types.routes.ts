import {
  DEVICE_TYPE_FILE_LIMITS,
  deviceTypeEndpoints,
  deviceTypeResource,
  hardwareModel,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { Invalid, unnamedFile } from '../../lib/errors';
import { type FileService, tooLarge } from '../files/files.service';
import { createDeviceTypeService, purposeOf } from './device-types.service';

/** Device types: standard routes plus `POST /device-type/file/:kind` (multipart: hardwareModel, file). */
export async function deviceTypeRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createDeviceTypeService(app.ctx.db, files);
  registerCrud(app, deviceTypeResource, service);
  registerEndpoint(app, deviceTypeEndpoints.upload, async (req) => {
    const part = await req.file();
    if (!part) throw Invalid('chooseFile', { file: 'chooseFile' });
    const bytes = await part.toBuffer();
    // A file cut at the size limit is refused whole, never stored truncated.
    if (part.file.truncated) throw tooLarge(DEVICE_TYPE_FILE_LIMITS.image);
    // A binary part without a file name still arrives as a file: there is no name to store it under.
    if (part.filename === undefined) throw unnamedFile(part.fieldname);
    const model = (part.fields.hardwareModel as { value?: string } | undefined)?.value ?? '';
    if (!hardwareModel.safeParse(model).success)
      throw Invalid('hardwareModelFirst', {
        hardwareModel: 'hardwareModelFirst',
      });
    const purpose = purposeOf(req.params.kind);
    const accept =
      purpose === 'device-type-agreement'
        ? { kind: 'html' as const, maxBytes: DEVICE_TYPE_FILE_LIMITS.agreement }
        : { kind: 'image' as const, maxBytes: DEVICE_TYPE_FILE_LIMITS.image };
    return ok(await files.store(req.actor, purpose, accept, part.filename, bytes), 'Upload Successful');
  });
  return service;
}
