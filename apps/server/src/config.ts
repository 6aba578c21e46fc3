import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_WEB_DIST } from './paths';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const seconds = (def: number) => z.coerce.number().int().min(1).max(31_536_000).default(def);

/** Every environment variable the server reads; the README's configuration table mirrors it. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_PIPELINE: bool.default(true),
  DATABASE_PIPELINES: z.coerce.number().int().min(1).max(100).default(3),
  SEED_DEMO: bool.optional(),
  ADMIN_PASSWORD: z
    .string()
    .regex(/^[A-Za-z0-9]{6,16}$/, 'must be 6-16 English letters and digits')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: seconds(900),
  REFRESH_TOKEN_TTL: seconds(14 * 24 * 3600),
  OAUTH_CLIENT_ID: z.string().min(1).max(64).default('console'),
  OAUTH_CLIENT_SECRET: z.string().min(1).max(128).default('console-secret'),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(30),
  LOGIN_THROTTLE_WINDOW: seconds(900),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['readable', 'json']).default('readable'),
  WEB_DIST: z.string().optional(),
  FILE_STORE: z.enum(['db', 'dir', 's3']).optional(),
  FILE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).max(255).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PRESIGNED_GETS: bool.default(false),
});

/** Lines naming the S3 variables missing for a bucket in use (FILE_STORE=s3, or one kept for old files). */
function s3Missing(env: Record<string, string>): string[] {
  const reason = env.FILE_STORE === 's3' ? 'FILE_STORE=s3' : env.S3_BUCKET ? 'S3_BUCKET' : null;
  if (!reason) return [];
  const needed = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
  return needed.filter((name) => !env[name]).map((name) => `  ${name}: required with ${reason}`);
}

export type Config = ReturnType<typeof loadConfig>;

/**
 * Where a bucket's objects are addressed: its origin and the path before an object's key
 * (`endpoint/bucket/` path-style, `bucket.endpoint/` otherwise; AWS's regional endpoint when none
 * is named).
 */
export function bucketAddress(o: {
  endpoint?: string;
  region: string;
  bucket: string;
  forcePathStyle: boolean;
}) {
  const base = new URL(o.endpoint ?? `https://s3.${o.region}.amazonaws.com`);
  if (o.forcePathStyle) return { origin: base.origin, prefix: `/${o.bucket}/` };
  return { origin: `${base.protocol}//${o.bucket}.${base.host}`, prefix: '/' };
}

/** Reads and validates the environment; throws one message naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set" (so DATABASE_URL= selects the embedded database).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  const missing = s3Missing(present as Record<string, string>);
  if (!parsed.success || missing.length) {
    const issues = parsed.success ? [] : parsed.error.issues;
    const lines = [...issues.map((i) => `  ${i.path.join('.')}: ${i.message}`), ...missing];
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    poolMax: e.DATABASE_POOL_MAX,
    pipeline: e.DATABASE_PIPELINE,
    /** Shared connections that carry statements at once (db/pipelined-pool.ts). */
    pipelines: e.DATABASE_PIPELINES,
    /** Demo data by default only in the embedded mode. */
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    adminPassword: e.ADMIN_PASSWORD,
    jwtSecret: e.JWT_SECRET,
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    client: { id: e.OAUTH_CLIENT_ID, secret: e.OAUTH_CLIENT_SECRET },
    throttle: {
      perAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: e.LOGIN_THROTTLE_WINDOW,
    },
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    webDist: path.resolve(e.WEB_DIST ?? DEFAULT_WEB_DIST),
    files: {
      // Embedded, the bytes go to a directory: written into PGlite they held its one connection,
      // and everyone's requests with it, for the length of an upload. Instances sharing a
      // PostgreSQL database share the files in it unless told otherwise.
      store: e.FILE_STORE ?? (e.DATABASE_URL ? 'db' : 'dir'),
      dir: path.resolve(e.FILE_DIR ?? path.join(dataDir, 'files')),
      /** Set whenever a bucket is named, so files kept there stay readable under another store. */
      s3: e.S3_BUCKET
        ? {
            endpoint: e.S3_ENDPOINT,
            region: e.S3_REGION,
            bucket: e.S3_BUCKET,
            credentials: { accessKeyId: e.S3_ACCESS_KEY_ID!, secretAccessKey: e.S3_SECRET_ACCESS_KEY! },
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
            /** Private files' signed links redirect to the bucket's own presigned GETs (docs/files.md). */
            presignedGets: e.S3_PRESIGNED_GETS,
          }
        : null,
    },
  };
}
