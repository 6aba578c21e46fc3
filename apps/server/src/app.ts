import type { Writable } from 'node:stream';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { Code, DEVICE_TYPE_FILE_LIMITS, formatMessage } from '@skin/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import context from './app-context';
import type { Config } from './config';
import type { Db } from './db/client';
import { type DatabaseSource, openDatabase } from './db/open';
import { urlResources } from './db/schema';
import { bootstrap, sharedSecret } from './db/seed/bootstrap';
import { seedDemo } from './demo/demo';
import { responseSerializer } from './lib/response-serializer';
import { loggerOptions } from './logging';
import { agentRoutes } from './modules/agents/agents.routes';
import { appDiscoveryRoutes } from './modules/app-discovery/app-discovery.routes';
import { appIndexRoutes } from './modules/app-index/app-index.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { createAuditService } from './modules/audit/audit.service';
import { createActorLoader } from './modules/auth/actor';
import { tokenRoutes } from './modules/auth/token.routes';
import { createAccessTokens } from './modules/auth/tokens';
import { consumerRoutes } from './modules/consumers/consumers.routes';
import { createConsumerService } from './modules/consumers/consumers.service';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { deviceApiRoutes, secretTag } from './modules/device-api/device-api.routes';
import { deviceTypeRoutes } from './modules/device-types/device-types.routes';
import { createDeviceTypeService } from './modules/device-types/device-types.service';
import { deviceBulkRoutes } from './modules/devices/device-bulk.routes';
import { createDeviceBulkService } from './modules/devices/device-bulk.service';
import { deviceLookupRoutes } from './modules/devices/device-lookup.routes';
import { createDeviceLookupService } from './modules/devices/device-lookup.service';
import { deviceRoutes } from './modules/devices/devices.routes';
import { createDeviceService } from './modules/devices/devices.service';
import { dictRoutes } from './modules/dicts/dicts.routes';
import { featureRoutes } from './modules/features/features.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { createFeedbackService } from './modules/feedback/feedback.service';
import { createFileAccess } from './modules/files/file-access';
import { createFileLinks } from './modules/files/file-links';
import { fileStoresOf } from './modules/files/file-stores';
import { scheduleFileSweep } from './modules/files/file-sweep';
import { fileRoutes } from './modules/files/files.routes';
import { createFileService } from './modules/files/files.service';
import { goodsBatchRoutes } from './modules/goods/batch/goods-batch.routes';
import { goodsRoutes } from './modules/goods/goods.routes';
import { healthRoutes } from './modules/health/health.routes';
import { meRoutes } from './modules/me/me.routes';
import { menuRoutes } from './modules/menus/menus.routes';
import { permissionRoutes } from './modules/permissions/permissions.routes';
import { printJobRoutes } from './modules/print-jobs/print-jobs.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { createRoleService } from './modules/roles/roles.service';
import { settingRoutes } from './modules/settings/settings.routes';
import { shipperRoutes } from './modules/shippers/shippers.routes';
import { deleteUsageRoutes } from './modules/skin-catalogue/delete-usage.routes';
import { diseaseDetailRoutes } from './modules/skin-catalogue/disease-details.routes';
import { skinCatalogueRoutes } from './modules/skin-catalogue/skin-catalogue.routes';
import { stockOrderRoutes } from './modules/stock-orders/stock-orders.routes';
import { storeRoutes } from './modules/stores/stores.routes';
import { testRecordRoutes } from './modules/test-records/test-records.routes';
import { createTestRecordService } from './modules/test-records/test-records.service';
import { trackingRoutes } from './modules/tracking/tracking.routes';
import { userRoutes } from './modules/users/users.routes';
import { createUserService } from './modules/users/users.service';
import auditWrites from './plugins/audit-writes';
import auth from './plugins/auth';
import compression from './plugins/compression';
import docs from './plugins/docs';
import errors from './plugins/errors';
import inputGuard from './plugins/input-guard';
import security, { BARE_SECURITY_HEADERS } from './plugins/security';
import web from './plugins/web';

export interface BuildOptions {
  /** Overrides the database the configuration names (tests hand over a PGlite or a test database). */
  database?: DatabaseSource;
  logger?: boolean;
  /** Where log lines go (tests read them); standard output by default. */
  logStream?: Writable;
  /**
   * Every reply checked against its schema by zod, a reply that does not match failing (the test
   * suite's setting); otherwise replies keep only what their schemas declare (lib/response-serializer.ts).
   */
  checkReplies?: boolean;
  /** Sweeps files no record names in the background (the running server; tests call the sweep). */
  sweepFiles?: boolean;
}

/** Builds the whole application: database ready and migrated, plugins, then modules, in this order. */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger === false ? false : loggerOptions(config.logLevel, config.logFormat, opts.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    requestIdHeader: false,
    // `DELETE /<resource>/id/1,2,...` carries up to 500 ids (the contract's idList).
    routerOptions: { maxParamLength: 6100 },
    // Refused before routing (bad URL encoding, a path too long): the envelope and the security
    // headers all the same, rather than Fastify's bare answer.
    frameworkErrors: (err, _req, reply) => {
      const status = (err.statusCode === 414 ? 414 : 400) as never;
      const message = { key: 'invalidRequest' as const, params: { detail: err.code ?? 'bad url' } };
      void reply
        .code(status)
        .headers(BARE_SECURITY_HEADERS)
        .send({
          code: Code.invalid,
          msg: formatMessage(message.key, message.params),
          data: { message },
        } as never);
    },
    ajv: { customOptions: { coerceTypes: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(opts.checkReplies ?? false));

  const source: DatabaseSource =
    opts.database ??
    (config.databaseUrl
      ? {
          url: config.databaseUrl,
          poolMax: config.poolMax,
          pipeline: config.pipeline,
          pipelines: config.pipelines,
        }
      : { dataDir: `${config.dataDir}/db` });
  const database = await openDatabase(source, (msg, err) => app.log.error({ err }, msg));
  app.addHook('onClose', () => database.close());
  await database.migrate((db) =>
    bootstrap(db, {
      demo: config.seedDemo,
      seedDemo: (d) => seedDemo(d, (m) => app.log.info(m)),
      adminPassword: config.adminPassword,
      log: (m) => app.log.info(m),
    }),
  );
  const db: Db = database.db;

  const secret = config.jwtSecret ?? (await sharedSecret(db));
  // Services are plain factories over the database; modules that need another's service get it here.
  const roleService = createRoleService(db);
  const userService = createUserService(db, roleService);
  const fileStores = await fileStoresOf(config.files, db);
  app.addHook('onClose', async () => fileStores.close());
  const files = createFileService(db, fileStores, createFileLinks(secret));
  if (opts.sweepFiles) scheduleFileSweep(app, files);
  const deviceTypes = createDeviceTypeService(db, files);
  const devices = createDeviceService(db);
  const feedback = createFeedbackService(db);
  const tests = createTestRecordService(db, files);
  /** An analyzer whose token names its current secret, with its store. */
  const deviceStoreOf = async (id: number, tag: string) => {
    const d = await devices.active(id);
    return d && secretTag(d.secretHash!) === tag ? { storeId: d.storeId } : undefined;
  };
  await app.register(context, {
    config,
    db,
    dbKind: database.kind,
    tokens: createAccessTokens(secret, config.accessTokenTtl),
    actors: createActorLoader(db, database.writeClock),
    audit: createAuditService(db),
    deviceAuth: async (id, tag) => !!(await deviceStoreOf(id, tag)),
  });
  await app.register(errors);
  await app.register(security);
  await app.register(compression);
  await app.register(inputGuard);
  await app.register(formbody, { bodyLimit: 16_384 });
  await app.register(multipart, {
    limits: { fileSize: DEVICE_TYPE_FILE_LIMITS.image, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
  });
  await app.register(docs);
  await app.register(auth);
  await app.register(auditWrites);

  const guarded: { method: string; url: string; permission: string }[] = [];
  app.addHook('onRoute', (r) => {
    const permission = (r.config as { permission?: string } | undefined)?.permission;
    if (permission && permission !== 'public' && permission !== 'signed-in')
      for (const method of [r.method].flat())
        if (method !== 'HEAD') guarded.push({ method, url: r.url, permission });
  });

  await app.register(healthRoutes);
  await app.register(tokenRoutes);
  await app.register(meRoutes);
  await app.register(roleRoutes);
  await app.register(userRoutes, { roleService });
  await app.register(agentRoutes, { userService });
  await app.register(menuRoutes);
  await app.register(permissionRoutes);
  await app.register(dictRoutes);
  await app.register(featureRoutes);
  await app.register(auditRoutes);
  await app.register(dashboardRoutes);
  await app.register(fileRoutes, {
    files,
    access: createFileAccess(db),
    deviceStoreOf,
    sharedTestOf: tests.sharedTestOf,
  });
  await app.register(deviceTypeRoutes, { files });
  await app.register(deviceLookupRoutes, { service: createDeviceLookupService(db, devices) });
  await app.register(deviceBulkRoutes, { service: createDeviceBulkService(db, devices) });
  await app.register(deviceRoutes, { service: devices });
  await app.register(printJobRoutes);
  await app.register(stockOrderRoutes);
  await app.register(shipperRoutes);
  await app.register(settingRoutes);
  await app.register(storeRoutes, { files });
  await app.register(feedbackRoutes, { service: feedback });
  await app.register(consumerRoutes, { consumers: createConsumerService(db, files) });
  await app.register(testRecordRoutes, { tests });
  await app.register(goodsRoutes, { files });
  await app.register(goodsBatchRoutes, { files });
  await app.register(skinCatalogueRoutes);
  await app.register(diseaseDetailRoutes);
  await app.register(deleteUsageRoutes);
  await app.register(deviceApiRoutes, { devices, deviceTypes, feedback, tests });
  await app.register(appDiscoveryRoutes, { files, devices });
  await app.register(appIndexRoutes, { files });
  await app.register(trackingRoutes, { files });
  await app.register(web, { root: config.webDist });

  await app.ready();
  // Every guarded route is offered as a URL permission the role editor can grant.
  if (guarded.length)
    await db
      .insert(urlResources)
      .values(guarded.map((g) => ({ uniqueMark: g.url, method: g.method, name: g.permission })))
      .onConflictDoNothing();
  return app;
}
