import { createHash } from 'node:crypto';
import { Code, deviceApiEndpoints } from '@skin/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../lib/crud/endpoint';
import { done, ok } from '../../lib/crud/reply';
import { AppError, Forbidden, Unauthorized } from '../../lib/errors';
import { createThrottle } from '../auth/throttle';
import type { DeviceTypeService } from '../device-types/device-types.service';
import type { DeviceService } from '../devices/devices.service';
import type { FeedbackService } from '../feedback/feedback.service';
import type { TestRecordService, UploadingDevice } from '../test-records/test-records.service';
import { readTestUpload } from '../test-records/test-upload';

const DEVICE_TOKEN_TTL = 3600;
/** Binds a device token to the secret it was issued for: rotating the secret ends the token. */
export const secretTag = (hash: string) => createHash('sha256').update(hash).digest('hex').slice(0, 16);

declare module 'fastify' {
  interface FastifyRequest {
    deviceId: number;
  }
}

interface Deps {
  devices: DeviceService;
  deviceTypes: DeviceTypeService;
  feedback: FeedbackService;
  tests: TestRecordService;
}

/** The API the analyzers call: sign in with serial number and secret, fetch configuration, report in. */
export async function deviceApiRoutes(app: FastifyInstance, { devices, deviceTypes, feedback, tests }: Deps) {
  const { db, tokens, config } = app.ctx;
  const throttle = createThrottle(db, config.throttle);
  const e = deviceApiEndpoints;

  registerEndpoint(app, e.token, async (req) => {
    const key = `device:${req.body.serialNumber}`;
    const attempt = await throttle.reserve(key, req.ip);
    if (attempt.blocked)
      throw new AppError(429, Code.throttled, {
        key: 'tooManySignIns',
        params: { minutes: Math.ceil(throttle.windowSeconds / 60) },
      });
    const d = await devices.authenticate(req.body.serialNumber, req.body.secret);
    if (!d) throw Unauthorized(Code.unauthorized, 'unknownDevice');
    await db.execute(throttle.settlement(attempt.ticket, key, req.ip));
    const token = tokens.sign(d.id, secretTag(d.secretHash!), 'device', DEVICE_TOKEN_TTL);
    return ok({ access_token: token, token_type: 'Bearer' as const, expires_in: DEVICE_TOKEN_TTL });
  });

  registerEndpoint(app, e.config, async (req) => {
    const d = (await devices.active(req.deviceId))!;
    const store = await devices.storeOf(d);
    return ok({
      device: {
        serialNumber: d.serialNumber,
        state: d.state,
        firmwareVersion: d.firmwareVersion,
        bluetoothName: d.bluetoothName,
      },
      deviceType: await deviceTypes.byId(d.deviceTypeId),
      store: store ? { id: store.id, name: store.name, address: store.address, phone: store.phone } : null,
    });
  });

  registerEndpoint(app, e.heartbeat, async (req) => {
    await devices.heartbeat(req.deviceId, req.body.firmwareVersion);
    return done();
  });

  /** The device as a test's uploader: its store, model and firmware. */
  const uploader = async (deviceId: number): Promise<UploadingDevice> => {
    const d = (await devices.active(deviceId))!;
    const type = await deviceTypes.byId(d.deviceTypeId);
    return { id: d.id, storeId: d.storeId, model: type?.hardwareModel ?? null, firmware: d.firmwareVersion };
  };

  registerEndpoint(app, e.test, async (req) => {
    // An unbound analyzer is refused before its images are read.
    const device = await uploader(req.deviceId);
    tests.assertMayUpload(device);
    const upload = await readTestUpload(req, tests.stageImage);
    const stored = await tests.upload(device, upload);
    return ok(stored, stored.duplicate ? undefined : 'Upload Successful');
  });

  registerEndpoint(app, e.report, async (req) =>
    ok(await tests.deviceReport(await uploader(req.deviceId), req.params.id, req.query.lang)),
  );

  registerEndpoint(app, e.feedback, async (req) => {
    const d = (await devices.active(req.deviceId))!;
    if (!d.storeId) throw Forbidden('deviceUnbound');
    const f = await feedback.create(null, {
      storeId: d.storeId,
      deviceName: d.bluetoothName ?? d.serialNumber,
      title: req.body.title,
      content: req.body.content,
      remark: null,
    });
    return ok({ id: f.id });
  });
}
