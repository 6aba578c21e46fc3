import {
  beaconResource,
  brandResource,
  buildingResource,
  equipmentResource,
  FLOOR_PLAN_MAX_BYTES,
  fenceResource,
  floorResource,
  gatewayResource,
  trackingEndpoints,
  yardResource,
} from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { registerCrud } from '../../lib/crud/register';
import { ok } from '../../lib/crud/reply';
import { Invalid, unnamedFile } from '../../lib/errors';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';
import { tooLarge } from '../files/upload-check';
import { createTopologyService } from './topology.service';
import { createTrackedDeviceService } from './tracked-devices.service';

/**
 * The hospital topology (docs/tracking.md): yards, buildings, floors, gateways, beacons, fences,
 * wristbands and equipment, all under `/nav-manage`; the wristbands' and equipment's lists are the
 * product's `GET /nav-manage/brand` and `GET /nav-manage/equipment`. And `POST /nav-manage/floor/plan`.
 */
export async function trackingRoutes(app: FastifyInstance, { files }: { files: FileService }) {
  const topology = createTopologyService(app.ctx.db, files);
  const devices = createTrackedDeviceService(app.ctx.db);
  registerCrud(app, yardResource, topology.yards);
  registerCrud(app, buildingResource, topology.buildings);
  registerCrud(app, floorResource, topology.floors);
  registerCrud(app, gatewayResource, devices.gateways);
  registerCrud(app, beaconResource, devices.beacons);
  registerCrud(app, fenceResource, devices.fences);
  registerCrud(app, brandResource, devices.brands);
  registerCrud(app, equipmentResource, devices.equipment);

  registerEndpoint(app, trackingEndpoints.floorPlan, async (req) => {
    // This route's own limit, above the app's general one. One byte past it tells a plan at the
    // limit from a larger one cut there.
    const part = await req.file({
      limits: { fileSize: FLOOR_PLAN_MAX_BYTES + 1, files: 1, fields: 2, parts: 3 },
    });
    if (!part) throw Invalid('chooseFile', { file: 'chooseFile' });
    const bytes = await part.toBuffer();
    if (part.file.truncated || bytes.length > FLOOR_PLAN_MAX_BYTES) throw tooLarge(FLOOR_PLAN_MAX_BYTES);
    if (part.filename === undefined) throw unnamedFile(part.fieldname);
    const accept = { kind: 'image' as const, maxBytes: FLOOR_PLAN_MAX_BYTES };
    return ok(
      await files.store(req.actor, FILE_PURPOSE.floorPlan, accept, part.filename, bytes),
      'Upload Successful',
    );
  });
}
