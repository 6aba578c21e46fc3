import {
  customDiseaseResource,
  diseaseLevelResource,
  diseaseResource,
  imageTypeResource,
  questionResource,
  skinPlanResource,
} from '@skin/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { catalogueUsage, usesText } from '../../data/catalogue-usage.data';
import { createCustomDiseaseData } from '../../data/custom-diseases.data';
import { diseases, imageTypes, questions } from '../../db/schema';
import { registerCrud } from '../../lib/crud/register';
import { createTableService } from '../../lib/crud/table-service';
import { registerTenantResource } from '../../lib/crud/tenant-service';
import { Conflict } from '../../lib/errors';
import { createDiseaseLevelService } from './disease-levels.service';
import { createSkinPlanService } from './skin-plans.service';

/**
 * The platform's skin knowledge base: image types, disease levels, AI dimensions and improvement
 * questions (platform staff write them; agents and the stores below them read them).
 */
export async function skinCatalogueRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  registerCrud(
    app,
    imageTypeResource,
    createTableService(db, {
      def: imageTypeResource,
      table: imageTypes,
      filters: {
        nameZh: { column: imageTypes.nameZh, match: 'like' },
        nameEn: { column: imageTypes.nameEn, match: 'like' },
        state: { column: imageTypes.state, match: 'eq' },
      },
      orderBy: [asc(imageTypes.sort), asc(imageTypes.indexNo), asc(imageTypes.id)],
      label: imageTypes.nameEn,
      labels: {
        field: 'name',
        columns: {
          nameZh: imageTypes.nameZh,
          nameEn: imageTypes.nameEn,
          translations: imageTypes.translations,
        },
      },
    }),
  );
  registerCrud(app, diseaseLevelResource, createDiseaseLevelService(db));
  registerCrud(
    app,
    diseaseResource,
    createTableService(db, {
      def: diseaseResource,
      table: diseases,
      filters: {
        name: { column: diseases.name, match: 'like' },
        state: { column: diseases.state, match: 'eq' },
      },
      orderBy: [asc(diseases.sort), asc(diseases.id)],
      label: diseases.name,
      labels: {
        field: 'name',
        columns: { name: diseases.name, nameEn: diseases.nameEn, translations: diseases.translations },
      },
      // Tests' scores, trends and composite scores rest on a dimension: it is set not in use instead.
      async beforeRemove(tx, ids) {
        const { tests, slots } = await catalogueUsage.unscoped.ofDimensions(tx, ids);
        if (!tests) return;
        const [used] = await tx
          .select({ name: diseases.name })
          .from(diseases)
          .where(inArray(diseases.id, ids))
          .orderBy(asc(diseases.sort), asc(diseases.id))
          .limit(1);
        throw Conflict({
          key: 'dimensionInUse',
          params: { name: used?.name ?? '', tests: usesText(tests), slots: usesText(slots) },
        });
      },
    }),
  );
  registerCrud(
    app,
    questionResource,
    createTableService(db, {
      def: questionResource,
      table: questions,
      filters: {
        name: { column: questions.name, match: 'like' },
        visible: { column: questions.visible, match: 'eq' },
      },
      orderBy: [asc(questions.sort), asc(questions.id)],
      label: questions.name,
      labels: { field: 'name', columns: { name: questions.name, translations: questions.translations } },
      // A hidden question still names a consumer's earlier choice, but is not offered again.
      optionDisabled: sql`${questions.visible} = 0`,
    }),
  );
  registerTenantResource(app, customDiseaseResource, createCustomDiseaseData(db));
  registerCrud(app, skinPlanResource, createSkinPlanService(db));
}
