import { createHash, randomBytes } from 'node:crypto';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  imageTypeName,
  localizeProblem,
  normalisePhone,
  REPORT_SHARE_DAYS,
  TEST_EXPORT_LIMIT,
  TEST_UPLOAD_LIMITS,
  type TestImage,
  type TestRecord,
  type TestReport,
  TIMELINE_TESTS,
} from '@skin/contract';
import { createConsumerData } from '../../data/consumers.data';
import { createReportCatalogue } from '../../data/report-catalogue';
import { createReportShareData } from '../../data/report-shares.data';
import { createStoreData } from '../../data/stores.data';
import { SYSTEM } from '../../data/system';
import type { ListQuery } from '../../data/tenant-data';
import { createTestRecordData } from '../../data/test-records.data';
import type { Db } from '../../db/client';
import { pgCode } from '../../db/open';
import type { Actor } from '../../lib/actor';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { isoString } from '../../lib/iso-time';
import { FILE_PURPOSE } from '../files/file-purposes';
import type { FileService } from '../files/files.service';
import { problemsToImprove } from './problems-to-improve';
import {
  compositeScore,
  type KeptProblem,
  makeProblems,
  reportChanges,
  reportParts,
  severityOf,
} from './report';
import { ageAt, toSharedReport } from './shared-report';
import type { TestUploadRequest } from './test-upload';

/** The purpose recorded on the files of test images. */
export const TEST_IMAGE_PURPOSE = FILE_PURPOSE.testImage;

/** Where a report's pictures are served: signed links, or through a public link's token. */
type PictureLink = (fileId: string, purpose: string) => string;

/** The hash a report's public link is kept by (docs/skin-tests.md, "Shared reports"). */
/** A store's language as a report language, when it is one of them. */
const contentLanguageOf = (language: string): ContentLanguage | undefined =>
  (CONTENT_LANGUAGES as readonly string[]).includes(language) ? (language as ContentLanguage) : undefined;

const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The device uploading: its id, its store and its model. */
export interface UploadingDevice {
  id: number;
  storeId: number | null;
  model: string | null;
  firmware: string | null;
}

/** Skin tests: the console's reads and deletes, the analyzers' upload, and the report of each. */
export function createTestRecordService(db: Db, files: FileService) {
  const data = createTestRecordData(db);
  const consumers = createConsumerData(db);
  const stores = createStoreData(db).unscoped;
  const catalogue = createReportCatalogue(db);
  const shares = createReportShareData(db);

  /** A test's scores alone (its photos are not needed to make or compare a report). */
  const scoresOfTest = async (testId: number) =>
    (await data.unscoped.scoresOf([testId])).map(({ diseaseId, score }) => ({ diseaseId, score }));

  /** The problems today's knowledge base gives a test's scores, for the test's store. */
  async function problemsToday(storeId: number, scores: { diseaseId: number; score: number }[]) {
    const path = await catalogue.lineOfStore(storeId);
    return makeProblems(scores, await catalogue.read(path ?? '/'));
  }

  /**
   * A test's report as kept (docs/skin-tests.md, "Reports kept as made"). A test stored before
   * reports were kept has its report made on its first reading, and kept from then on.
   */
  async function keptReportOf(test: TestRecord, scores: { diseaseId: number; score: number }[]) {
    let kept = await data.unscoped.keptReport(test.id);
    if (!kept) {
      await data.keepReport(db, test.id, await problemsToday(test.storeId, scores));
      kept = (await data.unscoped.keptReport(test.id))!;
    }
    return { madeAt: kept.madeAt, problems: await withSeverity(kept.problems as KeptProblem[]) };
  }

  /** Each test with its dimensions' scores (read for all of them at once). */
  async function withScores<T extends { id: number }>(tests: T[]) {
    const scores = await data.unscoped.scoresOf(tests.map((t) => t.id));
    const byTest = new Map<number, { diseaseId: number; score: number }[]>();
    for (const { testId, diseaseId, score } of scores) {
      const of = byTest.get(testId) ?? [];
      of.push({ diseaseId, score });
      byTest.set(testId, of);
    }
    return tests.map((t) => ({ ...t, scores: byTest.get(t.id) ?? [] }));
  }

  /** Problems in a reader's language (docs/skin-knowledge.md, "Names and texts in every language"). */
  const inLanguage = (problems: KeptProblem[], lang?: ContentLanguage): KeptProblem[] =>
    problems.map((p) => localizeProblem(p, lang));

  /**
   * A report kept before reports carried a severity gets it from today's levels when read (its
   * level names stay as kept); one kept since carries its own.
   */
  async function withSeverity(problems: KeptProblem[]): Promise<KeptProblem[]> {
    if (problems.every((p) => p.severity !== undefined)) return problems;
    const levels = await catalogue.levels();
    return problems.map((p) =>
      p.severity === undefined ? { ...p, severity: severityOf(levels, p.score) } : p,
    );
  }

  /**
   * The report of a test the caller has been allowed to see, in `asked` (else as entered; `store`:
   * the store's own language), its pictures linked by `linkOf`.
   */
  async function reportOf(
    test: TestRecord,
    asked?: ContentLanguage | 'store',
    linkOf: PictureLink = (id, purpose) => files.urlOf(id, purpose),
  ): Promise<TestReport> {
    const [parts, consumer, { logoFileId, ...store }] = await Promise.all([
      data.unscoped.parts(test.id),
      consumers.get(SYSTEM, test.consumerId),
      catalogue.storeOf(test.storeId),
    ]);
    const lang = asked === 'store' ? contentLanguageOf(store.language) : asked;
    const kept = await keptReportOf(test, parts.scores);
    const images: TestImage[] = parts.images.map((i) => ({
      imageTypeId: i.imageTypeId,
      indexNo: i.indexNo,
      nameEn: i.nameEn,
      nameZh: i.nameZh,
      name: imageTypeName(i, lang),
      position: i.position as TestImage['position'],
      // Signed links: the report is read only by those who may see the test (docs/files.md).
      url: linkOf(i.fileId, FILE_PURPOSE.testImage),
      thumbnailUrl: linkOf(i.thumbnailId ?? i.fileId, FILE_PURPOSE.testImage),
    }));
    return {
      test,
      madeAt: isoString(kept.madeAt),
      // The logo is public material (docs/files.md): the same address for every reader.
      store: { ...store, logoUrl: logoFileId && files.urlOf(logoFileId, FILE_PURPOSE.storeLogo) },
      consumer: {
        id: consumer.id,
        name: consumer.name,
        sex: consumer.sex,
        phone: consumer.phone,
        birthday: consumer.birthday,
        age: ageAt(consumer.birthday, test.testedAt),
      },
      images,
      ...reportParts(inLanguage(kept.problems, lang), (id) => linkOf(id, FILE_PURPOSE.goodsImage)),
    };
  }
  /**
   * The test a report's public link opens, while the link lives; otherwise why it does not (all
   * 404: an unknown token, a withdrawn link, an expired one).
   */
  async function sharedTestOf(token: string) {
    const share = await shares.byTokenHash(hashOfToken(token));
    if (!share) throw NotFound('sharedReportNotFound');
    if (share.revokedAt) throw NotFound('sharedReportRevoked');
    if (share.expiresAt.getTime() <= Date.now()) throw NotFound('sharedReportExpired');
    return share;
  }
  const shareDates = (s: { createdAt: Date; expiresAt: Date }) => ({
    createdAt: isoString(s.createdAt),
    expiresAt: isoString(s.expiresAt),
  });

  /** The checks and the transaction of an upload (`upload` discards the staged images it leaves). */
  async function storeTest(device: UploadingDevice, { test, parts }: TestUploadRequest) {
    if (device.storeId === null) throw Forbidden('deviceUnbound');
    const storeId = device.storeId;
    const known = await data.unscoped.byClientId(db, device.id, test.clientId);
    if (known !== undefined) return { id: known, duplicate: true };

    const seen = new Set<string>();
    for (const image of test.images) {
      const slot = `${image.indexNo}/${image.position}`;
      if (seen.has(slot))
        throw Invalid({
          key: 'testImageTwice',
          params: { indexNo: image.indexNo, position: image.position },
        });
      seen.add(slot);
      if (!parts.has(image.part))
        throw Invalid({ key: 'testImageMissing', params: { name: image.part.slice(0, 40) } });
    }
    const named = new Set(test.images.map((i) => i.part));
    for (const name of parts.keys())
      if (!named.has(name)) throw Invalid({ key: 'testUnexpectedPart', params: { name: name.slice(0, 40) } });
    const types = await data.unscoped.imageTypesByIndex(db, [...new Set(test.images.map((i) => i.indexNo))]);
    for (const image of test.images)
      if (!types.has(image.indexNo))
        throw Invalid({ key: 'testImageType', params: { indexNo: image.indexNo } });
    const codes = [...new Set(test.scores.map((s) => s.code))];
    if (codes.length !== test.scores.length)
      throw Invalid({ key: 'invalidInput', params: { detail: 'scores: a code twice' } });
    const dims = await data.unscoped.dimensionsByCode(db, codes);
    for (const code of codes)
      if (!dims.has(code)) throw Invalid({ key: 'testDimension', params: { code: code.slice(0, 32) } });
    const scores = test.scores.map((s) => ({ diseaseId: dims.get(s.code)!, score: s.score }));
    // A new consumer's phone is read as the consumer form reads it: with the store's country.
    const phone =
      test.consumer && normalisePhone(test.consumer.phone, (await stores.countryOf(db, storeId)) ?? '');
    if (test.consumer && !phone) throw Invalid('phoneFormat', { 'consumer.phone': 'phoneFormat' });
    const staged = test.images.map((image) => parts.get(image.part)!);
    // The report is made as the test arrives, and kept with it (docs/skin-tests.md).
    const problems = await problemsToday(storeId, scores);

    try {
      const id = await db.transaction(async (tx) => {
        if ((await data.unscoped.byClientId(tx, device.id, test.clientId)) !== undefined) return undefined;
        let consumerId: number;
        if (test.consumerId !== undefined) {
          const c = await consumers.unscoped.ofStore(tx, storeId, test.consumerId);
          if (!c) throw Invalid('consumerOfOtherStore', { consumerId: 'consumerOfOtherStore' });
          consumerId = c.id;
        } else if (test.consumer) {
          const c = await consumers.unscoped.byPhone(tx, storeId, phone!);
          if (c) consumerId = c.id;
          else {
            if (!test.consumer.name) throw Invalid('fieldRequired', { 'consumer.name': 'fieldRequired' });
            consumerId = await consumers.insertOrGet(tx, {
              storeId,
              name: test.consumer.name,
              phone: phone!,
              sex: test.consumer.sex ?? 'secrecy',
            });
          }
        } else throw Invalid('fieldRequired', { consumerId: 'fieldRequired' });
        for (const s of staged) await s.commit(tx);
        const testId = await data.insert(
          tx,
          {
            storeId,
            consumerId,
            deviceId: device.id,
            clientId: test.clientId,
            facePosition: test.facePosition,
            deviceModel: test.deviceModel ?? device.model,
            firmware: test.firmware ?? device.firmware,
            score: compositeScore(scores),
            skinAge: test.skinAge ?? null,
            testedAt: new Date(test.testedAt),
          },
          scores,
          test.images.map((image, i) => ({
            imageTypeId: types.get(image.indexNo)!,
            position: image.position,
            fileId: staged[i].file.id,
            thumbnailId: staged[i].thumbnail?.id ?? null,
          })),
        );
        await data.keepReport(tx, testId, problems);
        return testId;
      });
      // Undefined: the same test arrived twice at once, and the other request stored it.
      if (id === undefined)
        return { id: (await data.unscoped.byClientId(db, device.id, test.clientId))!, duplicate: true };
      return { id, duplicate: false };
    } catch (err) {
      // Two identical retries racing past the first check: the unique index kept one.
      if (pgCode(err) === '23505') {
        const id = await data.unscoped.byClientId(db, device.id, test.clientId);
        if (id !== undefined) return { id, duplicate: true };
      }
      throw err;
    }
  }

  return {
    list: data.list,
    get: (actor: Actor, id: number) => data.get(actor, id),
    /** Deletes tests with their photos (docs/files.md, "Erasure"). */
    remove: async (actor: Actor, ids: number[]) => files.dropBytes(await data.remove(actor, ids)),
    /** Whether the caller may fetch this photo: a test it may see holds it. */
    seesPhoto: data.seesPhoto,
    report: async (actor: Actor, id: number, lang?: ContentLanguage) =>
      reportOf(await data.get(actor, id), lang),
    /** What today's knowledge base would change in a test's report kept as made. */
    async reportChanges(actor: Actor, id: number, lang?: ContentLanguage) {
      const test = await data.get(actor, id);
      const scores = await scoresOfTest(test.id);
      const [kept, today] = await Promise.all([
        keptReportOf(test, scores),
        problemsToday(test.storeId, scores),
      ]);
      // Compared as the reader reads them: a new translation in the reader's language is a change.
      const changes = reportChanges(inLanguage(kept.problems, lang), inLanguage(today, lang));
      return { madeAt: isoString(kept.madeAt), changes };
    },
    /** Replaces a test's report kept as made by the one today's knowledge base makes, on purpose. */
    async remakeReport(actor: Actor, id: number, lang?: ContentLanguage) {
      const test = await data.get(actor, id);
      const scores = await scoresOfTest(test.id);
      await data.replaceReport(db, test.id, await problemsToday(test.storeId, scores));
      return reportOf(test, lang);
    },
    /** The report's live public link, if any (docs/skin-tests.md, "Shared reports"). */
    async shareStatus(actor: Actor, id: number) {
      const test = await data.get(actor, id);
      const live = await shares.liveOf(test.id);
      return live ? shareDates(live) : null;
    },
    /**
     * A new public link to the report of a test the caller may see, in place of the one before:
     * 256 random bits, kept only as their hash, lasting REPORT_SHARE_DAYS.
     */
    async share(actor: Actor, id: number) {
      const test = await data.get(actor, id);
      const token = randomBytes(32).toString('base64url');
      const made = await shares.replace(test.id, {
        tokenHash: hashOfToken(token),
        createdBy: actor.userId,
        expiresAt: new Date(Date.now() + REPORT_SHARE_DAYS * 86_400_000),
      });
      return { token, ...shareDates(made) };
    },
    /** Withdraws the public link of a test the caller may see (nothing to withdraw is no error). */
    async revokeShare(actor: Actor, id: number) {
      const test = await data.get(actor, id);
      await shares.revoke(test.id);
    },
    /** The report a live public link opens, its pictures served through the same link. */
    async sharedReport(token: string) {
      const share = await sharedTestOf(token);
      const test = await data.unscoped.byId(share.testId);
      if (!test) throw NotFound('sharedReportNotFound');
      const base = `/api/shared-report/${token}/files/`;
      // In the store's own language: the consumer holds what the store hands over.
      return toSharedReport(await reportOf(test, 'store', (fileId) => base + fileId), share.expiresAt);
    },
    /** The test a live public link opens (its pictures' check, docs/files.md). */
    sharedTestOf: async (token: string) => (await sharedTestOf(token)).testId,
    /** The report of a test of the device's own store. */
    async deviceReport(device: UploadingDevice, id: number, lang?: ContentLanguage) {
      const test = device.storeId === null ? undefined : await data.unscoped.ofStore(device.storeId, id);
      if (!test) throw NotFound('testRecordNotFound');
      return reportOf(test, lang);
    },
    /**
     * A consumer's tests, oldest first, each with its dimensions' scores, and those dimensions in the
     * catalogue's order (the detail's trends and visit comparison).
     */
    async timeline(actor: Actor, consumerId: number) {
      await consumers.get(actor, consumerId);
      const tests = await withScores(await data.timeline(actor, consumerId, TIMELINE_TESTS));
      const scored = new Set(tests.flatMap((t) => t.scores.map((s) => s.diseaseId)));
      return { tests, dimensions: await data.unscoped.dimensionsOf([...scored]) };
    },
    /**
     * A consumer's problems to improve: the improvement questions chosen on the consumer's form,
     * and the dimensions the latest test's report (as kept) scored below the healthiest level.
     */
    async problems(actor: Actor, consumerId: number) {
      const consumer = await consumers.get(actor, consumerId);
      const [chosen, [latest], levels] = await Promise.all([
        consumers.unscoped.questionsNamed(consumer.problemIds),
        data.timeline(actor, consumerId, 1),
        data.unscoped.levels(),
      ]);
      if (!latest) return { chosen, latest: null };
      const kept = await keptReportOf(latest, await scoresOfTest(latest.id));
      const problems = problemsToImprove(kept.problems, levels).map((p) => ({
        diseaseId: p.diseaseId,
        code: p.code,
        name: p.name,
        nameEn: p.nameEn,
        // As kept: the console reads the name and level in its reader's language from them.
        translations: p.translations ?? null,
        score: p.score,
        level: p.level,
      }));
      return { chosen, latest: { testId: latest.id, testedAt: latest.testedAt, problems } };
    },
    /**
     * A page of the test export: the list's page with each test's scores and every dimension (the
     * columns). More than `TEST_EXPORT_LIMIT` matches are refused: a spreadsheet is not a backup.
     */
    async exportPage(actor: Actor, query: ListQuery) {
      const page = await data.list(actor, query);
      if (page.total > TEST_EXPORT_LIMIT)
        throw Invalid({ key: 'testExportTooLarge', params: { limit: TEST_EXPORT_LIMIT } });
      const [list, dimensions] = await Promise.all([withScores(page.list), data.unscoped.dimensionsOf()]);
      return { ...page, list, dimensions };
    },
    /** Refuses an analyzer bound to no store: it has no consumers to test. */
    assertMayUpload(device: UploadingDevice) {
      if (device.storeId === null) throw Forbidden('deviceUnbound');
    },
    /** Checks one test image by content and stages it with its thumbnail (readTestUpload). */
    stageImage: (name: string, bytes: Buffer) =>
      files.stage(
        SYSTEM,
        TEST_IMAGE_PURPOSE,
        { kind: 'image', maxBytes: TEST_UPLOAD_LIMITS.imageBytes },
        name,
        bytes,
        { thumbnail: { maxSide: TEST_UPLOAD_LIMITS.thumbnailSide } },
      ),
    /**
     * Stores an analyzer's test for a consumer of its store, all or nothing: its images, checked by
     * content and staged as they arrived, are committed with the test, its scores, the consumer's
     * count and the dashboard's figures in one short transaction. A retry with the same client id
     * answers the test already stored. Whatever is not committed is discarded.
     */
    async upload(device: UploadingDevice, request: TestUploadRequest) {
      let committed = false;
      try {
        const stored = await storeTest(device, request);
        committed = !stored.duplicate;
        return stored;
      } finally {
        if (!committed) await Promise.all([...request.parts.values()].map((s) => s.discard()));
      }
    },
  };
}
export type TestRecordService = ReturnType<typeof createTestRecordService>;
