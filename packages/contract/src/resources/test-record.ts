import { z } from 'zod';
import { id, phoneInput } from '../common/fields';
import { defineResource } from '../common/resource';
import { translationsOutput } from '../common/translations';

/** Where the analyzer looked: a side of the face, or `unknown` (a full-face test). */
export const FACE_POSITIONS = ['front', 'left', 'right', 'unknown'] as const;
export type FacePosition = (typeof FACE_POSITIONS)[number];

export const testRecordEntity = z.object({
  id: z.number(),
  storeId: z.number(),
  storeName: z.string(),
  consumerId: z.number(),
  /** The consumer's name (the list's "name"). */
  name: z.string(),
  facePosition: z.enum(FACE_POSITIONS),
  deviceModel: z.string().nullable(),
  firmware: z.string().nullable(),
  /** Composite score (docs/skin-tests.md). */
  score: z.number(),
  skinAge: z.number().nullable(),
  testedAt: z.string(),
});

/** A day or an instant: a bare day means its whole day (the range's end: up to its last moment). */
const instant = z
  .string()
  .trim()
  .max(40)
  .refine((v) => !Number.isNaN(Date.parse(v)), 'Not a valid date');
const score = z.coerce.number().int().min(0).max(100);

/**
 * Skin tests the analyzers upload (device API `POST /api/device-api/test`): never written in the
 * console, which reads them, their reports, and deletes a mistaken one.
 */
export const testRecordResource = defineResource({
  name: 'testRecord',
  path: 'test-record',
  permission: 'business:test-record',
  entity: testRecordEntity,
  create: z.strictObject({}),
  update: z.strictObject({ id }),
  filters: z.object({
    storeId: id.optional(),
    merchantId: id.optional(),
    agentId: id.optional(),
    consumerId: id.optional(),
    facePosition: z.enum(FACE_POSITIONS).optional(),
    testedFrom: instant.optional(),
    testedTo: instant.optional(),
    scoreMin: score.optional(),
    scoreMax: score.optional(),
  }),
  sorts: ['testedAt', 'score', 'skinAge'],
  actions: ['query', 'delete'],
  // Replacing a report kept as made by today's (docs/skin-tests.md, "Reports kept as made").
  extra: {
    remakeReport: 'business:test-record:remake-report',
    // Making and withdrawing a report's public link (docs/skin-tests.md, "Shared reports").
    shareReport: 'business:test-record:share-report',
  },
  tenancy: { kind: 'store', store: 'storeId' },
  menus: [
    {
      name: 'TestRecord',
      title: 'testRecord',
      path: 'test-record',
      component: 'store/TestRecord',
      section: 'Store',
    },
  ],
  grants: {
    AGENT: ['query', 'shareReport'],
    MERCHANT: ['query', 'delete', 'remakeReport', 'shareReport'],
    STORE_MANAGER: ['query', 'delete', 'remakeReport', 'shareReport'],
  },
});
export type TestRecord = z.infer<typeof testRecordEntity>;

/** A test with its dimensions' scores (a consumer's timeline, the test export). */
export const testWithScores = testRecordEntity.extend({
  scores: z.array(z.object({ diseaseId: z.number(), score: z.number() })).max(64),
});
export type TestWithScores = z.infer<typeof testWithScores>;

/**
 * An AI dimension as charts and exports name it: the entered name and the English one (the viewer's
 * language picks between them in the console).
 */
export const scoredDimension = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  /** The names per language (a kept report's: its name and level as made). */
  translations: translationsOutput.nullish(),
});
export type ScoredDimension = z.infer<typeof scoredDimension>;

/** The most tests one export writes; more matches are refused, to be narrowed (docs/skin-tests.md). */
export const TEST_EXPORT_LIMIT = 5000;

/**
 * A page of the test export: the list's rows with their scores, and every dimension in the
 * catalogue's order, so each page names the same columns.
 */
export const testExportPage = z.object({
  list: z.array(testWithScores),
  total: z.number(),
  pageNum: z.number(),
  pageSize: z.number(),
  dimensions: z.array(scoredDimension).max(500),
});
export type TestExportPage = z.infer<typeof testExportPage>;

/** One photo of a test, with its thumbnail (the original when it is small already). */
export const testImage = z.object({
  imageTypeId: z.number(),
  indexNo: z.number(),
  nameEn: z.string(),
  nameZh: z.string(),
  /** The type's name in the report's language (`lang`); without one, the English name. */
  name: z.string(),
  position: z.enum(FACE_POSITIONS),
  url: z.string(),
  thumbnailUrl: z.string(),
});

const reportGoods = z.object({
  id: z.number(),
  name: z.string(),
  type: z.string(),
  price: z.number(),
  iconUrl: z.string().nullable(),
  purpose: z.string().nullable(),
});
const reportPlan = z.object({
  id: z.number(),
  name: z.string(),
  nursingSite: z.string(),
  solution: z.string().nullable(),
});

/** The store a report names, with how to reach it and its logo (as it is now, not as kept). */
export const reportStore = z.object({
  name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The language the store hands its reports over in. */
  language: z.string(),
  logoUrl: z.string().nullable(),
});

/** One AI dimension of a report: its score, level and the advice in force for the store. */
export const reportProblem = z.object({
  diseaseId: z.number(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  score: z.number(),
  level: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** Care methods. */
  solution: z.string().nullable(),
  /** Symptom description. */
  introduction: z.string().nullable(),
  impact: z.string().nullable(),
  improve: z.string().nullable(),
  goods: z.array(reportGoods),
  plans: z.array(reportPlan),
  /**
   * How bad the score is, from the levels when the report was made (`severityOf`,
   * docs/skin-tests.md, "Problems and healthy areas"): 0 healthy (the best level), 1 mild,
   * 2 moderate, 3 severe; null when no level exists to judge by.
   */
  severity: z.number().int().min(0).max(3).nullable(),
});

/**
 * The report of a test, made on the server from the scores, the levels and the advice in force for
 * the store's line when the test arrived, and kept as made (docs/skin-tests.md). The console and
 * the analyzer fetch the same.
 */
export const testReport = z.object({
  test: testRecordEntity,
  /** When the report was made: the test's arrival, or when it was last remade on purpose. */
  madeAt: z.string(),
  store: reportStore,
  consumer: z.object({
    id: z.number(),
    name: z.string(),
    sex: z.string(),
    phone: z.string(),
    birthday: z.string().nullable(),
    /** Whole years on the day of the test, when the birthday is known. */
    age: z.number().nullable(),
  }),
  images: z.array(testImage),
  /** Every dimension scored, worst first. */
  problems: z.array(reportProblem),
  /** The goods of every problem, once each, in the order the problems name them. */
  recommendedGoods: z.array(reportGoods),
  recommendedPlans: z.array(reportPlan),
});
export type TestReport = z.infer<typeof testReport>;

/** How long a report's public link lasts (docs/skin-tests.md, "Shared reports"). */
export const REPORT_SHARE_DAYS = 30;

/** A live public link of a report, as its screen shows it (the token itself is never kept). */
export const reportShare = z.object({ createdAt: z.string(), expiresAt: z.string() });
/** A link just made: the only answer that carries its token. */
export const newReportShare = reportShare.extend({ token: z.string() });
export type ReportShare = z.infer<typeof reportShare>;

/** The report's public link token: 32 random bytes as base64url. */
export const shareToken = z.string().regex(/^[\w-]{43}$/, 'Invalid value');

const sharedGoods = reportGoods.omit({ id: true });
const sharedPlan = reportPlan.omit({ id: true });
/**
 * The report a public link opens: that test's report and nothing else. No row ids, no consumer
 * phone or birthday; its photos and pictures are served only through the same link.
 */
export const sharedReport = z.object({
  test: testRecordEntity.pick({
    facePosition: true,
    deviceModel: true,
    score: true,
    skinAge: true,
    testedAt: true,
  }),
  madeAt: z.string(),
  store: reportStore,
  consumer: z.object({ name: z.string(), sex: z.string(), age: z.number().nullable() }),
  images: z.array(testImage.omit({ imageTypeId: true })),
  problems: z.array(
    reportProblem.omit({ diseaseId: true, level: true, goods: true, plans: true }).extend({
      level: z.object({ name: z.string() }).nullable(),
      goods: z.array(sharedGoods),
      plans: z.array(sharedPlan),
    }),
  ),
  recommendedGoods: z.array(sharedGoods),
  recommendedPlans: z.array(sharedPlan),
  /** When the link stops working. */
  expiresAt: z.string(),
});
export type SharedReport = z.infer<typeof sharedReport>;
/** What a report sheet shows, whether read in the console or through a public link. */
export type ReportSheet = Omit<SharedReport, 'expiresAt'>;

/** What a report kept as made would say differently if it were made today, for one dimension. */
export const reportChange = z.object({
  diseaseId: z.number(),
  /** The dimension's name, as kept (or as today, for a dimension the kept report lacks). */
  name: z.string(),
  /** `dimension`: scored but listed in only one of the two (its level says which). */
  what: z.enum(['dimension', 'level', 'solution', 'introduction', 'impact', 'improve', 'goods', 'plans']),
  /** As kept, and as today: a text, names joined by commas, or null for none. */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type ReportChange = z.infer<typeof reportChange>;

/** A kept report against the one today's knowledge would make. */
export const reportComparison = z.object({
  madeAt: z.string(),
  changes: z.array(reportChange),
});
export type ReportComparison = z.infer<typeof reportComparison>;
export type ReportProblem = z.infer<typeof reportProblem>;
export type TestImage = z.infer<typeof testImage>;

/** Bounds of one test upload: what a request may hold at most (docs/skin-tests.md). */
export const TEST_UPLOAD_LIMITS = {
  images: 36,
  imageBytes: 4 * 1024 * 1024,
  /** The `test` field's JSON. */
  fieldBytes: 64 * 1024,
  /** Longer side of a list or timeline thumbnail, in pixels. */
  thumbnailSide: 240,
} as const;

/** The description an analyzer sends beside its images (multipart field `test`). */
export const testUpload = z.strictObject({
  /** The device's own id of the test: a retry with the same id lands once. */
  clientId: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w.:-]+$/, 'Invalid value'),
  /** The consumer: by id, or by phone within the device's store (registered when new). */
  consumerId: id.optional(),
  consumer: z
    .strictObject({
      /** A phone of the store's country, as the consumer form takes it (docs/skin-tests.md). */
      phone: phoneInput,
      name: z.string().trim().min(1).max(64).optional(),
      sex: z.enum(['male', 'female', 'secrecy']).optional(),
    })
    .optional(),
  facePosition: z.enum(FACE_POSITIONS),
  deviceModel: z.string().trim().max(64).optional(),
  firmware: z.string().trim().max(32).optional(),
  skinAge: z.number().int().min(1).max(120).optional(),
  testedAt: z.iso.datetime({ offset: true }),
  scores: z
    .array(
      z.strictObject({ code: z.string().trim().min(1).max(32), score: z.number().int().min(0).max(100) }),
    )
    .min(1)
    .max(64),
  images: z
    .array(
      z.strictObject({
        indexNo: z.number().int().min(0).max(1_000_000),
        position: z.enum(FACE_POSITIONS),
        /** The name of the multipart file part holding the image. */
        part: z.string().trim().min(1).max(64),
      }),
    )
    .max(TEST_UPLOAD_LIMITS.images),
});
export type TestUpload = z.infer<typeof testUpload>;
