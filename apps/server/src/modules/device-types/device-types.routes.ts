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
import { Invalid } from '../../lib/errors';
import type { FileService } from '../files/files.service';
import { readSingleUpload } from '../files/single-upload';
import { createDeviceTypeService, purposeOf } from './device-types.service';

/** Device types: standard routes plus `POST /device-type/file/:kind` (multipart: hardwareModel, file). */
export async function deviceTypeRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const service = createDeviceTypeService(app.ctx.db, files);
  registerCrud(app, deviceTypeResource, service);
  registerEndpoint(app, deviceTypeEndpoints.upload, async (req) => {
    const { name, bytes, fields } = await readSingleUpload(req, DEVICE_TYPE_FILE_LIMITS.image);
    const model = fields.hardwareModel ?? '';
    if (!hardwareModel.safeParse(model).success)
      throw Invalid('hardwareModelFirst', {
        hardwareModel: 'hardwareModelFirst',
      });
    const purpose = purposeOf(req.params.kind);
    const accept =
      purpose === 'device-type-agreement'
        ? { kind: 'html' as const, maxBytes: DEVICE_TYPE_FILE_LIMITS.agreement }
        : { kind: 'image' as const, maxBytes: DEVICE_TYPE_FILE_LIMITS.image };
    return ok(await files.store(req.actor, purpose, accept, name, bytes), 'Upload Successful');
  });
  return service;
}
