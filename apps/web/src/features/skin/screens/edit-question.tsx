import {
  type DiseaseDetail,
  diseaseDetailResource,
  goodsResource,
  permissionOf,
  type ResourceDef,
  skinPlanResource,
} from '@skin/contract';
import { Alert, Button, Form, Space } from 'antd';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRecord } from '../../../components/crud/api/update-record';
import { describeField } from '../../../components/crud/schema-fields';
import { SchemaForm } from '../../../components/crud/schema-form';
import type { ChoiceOption, SharedFieldOf } from '../../../components/crud/types';
import { useCan } from '../../../components/permission/use-access';
import { ResourcePicker } from '../../../components/picker/resource-picker';
import { useCurrentUser } from '../../../lib/current-user';
import { useBlocker, useNavigate, useParams } from '../../../lib/router';
import { useFeedback } from '../../../lib/use-feedback';
import { translationsField } from '../components/use-translated';
import {
  ADVICE_PATHS,
  AdviceMissing,
  AdvicePage,
  dimensionName,
  isRecordId,
  useAdviceOptions,
  useDimension,
  usePlatformStaff,
  useSlot,
} from './ai-details';

/** The contract's bound on a slot's linked goods and plans. */
const MAX_LINKS = describeField(diseaseDetailResource.create.shape.goodsIds).maxLength ?? 50;

/** A field of a slot's form, which both adds a slot (ai-index) and edits one (this page). */
type AdviceField = SharedFieldOf<typeof diseaseDetailResource>;

/** The fields of a slot's form; only platform staff move a slot to another level or image type. */
export function useAdviceFields(platform: boolean): AdviceField[] {
  const { t } = useTranslation('skin');
  const me = useCurrentUser();
  const options = useAdviceOptions();
  return useMemo(() => {
    const choices = (list: { id: number; label: string }[]): ChoiceOption[] =>
      list.map((o) => ({ value: o.id, label: o.label }));
    // What the server lets this caller's slot link: an original the platform's rows, an agent's
    // version what its whole line reads (the platform's, its own and those above it).
    const linkableBy = platform ? 0 : me.id;
    const many = (name: string, def: ResourceDef) => (
      <ResourcePicker
        def={def}
        multiple
        maxCount={MAX_LINKS}
        narrowing={{ linkableBy }}
        testId={`field-${name}`}
      />
    );
    const slot: AdviceField[] = [
      { name: 'levelId', label: t('aiAdvice.level'), input: 'select', options: choices(options.levels) },
      {
        name: 'imageTypeId',
        label: t('aiAdvice.imageType'),
        input: 'select',
        options: choices(options.imageTypes),
        placeholder: t('aiAdvice.anyImageType'),
      },
    ];
    return [
      ...(platform ? slot : []),
      { name: 'introduction', label: t('aiAdvice.introduction'), input: 'textarea' },
      { name: 'impact', label: t('aiAdvice.impact'), input: 'textarea' },
      { name: 'improve', label: t('aiAdvice.improve'), input: 'textarea' },
      { name: 'solution', label: t('aiAdvice.solution'), input: 'textarea' },
      { name: 'goodsIds', label: t('aiAdvice.goods'), render: many('goodsIds', goodsResource) },
      { name: 'planIds', label: t('aiAdvice.plans'), render: many('planIds', skinPlanResource) },
      { name: 'remark', label: t('common.remark'), input: 'textarea' },
      translationsField(t('translations.title'), [
        { key: 'introduction', label: t('aiAdvice.introduction'), max: 2000, long: true },
        { key: 'impact', label: t('aiAdvice.impact'), max: 2000, long: true },
        { key: 'improve', label: t('aiAdvice.improve'), max: 2000, long: true },
        { key: 'solution', label: t('aiAdvice.solution'), max: 2000, long: true },
      ]),
    ];
  }, [platform, options, t, me.id]);
}

const EDITABLE = [
  'introduction',
  'impact',
  'improve',
  'solution',
  'remark',
  'goodsIds',
  'planIds',
  'translations',
] as const;

/** Translations as comparable text: each written `field.lang=text`, in order, empty ones left out. */
const translationsText = (v: object) =>
  Object.entries(v)
    .flatMap(([field, texts]) =>
      Object.entries((texts ?? {}) as Record<string, unknown>)
        .filter(([, text]) => typeof text === 'string' && text.trim())
        .map(([lang, text]) => `${field}.${lang}=${String(text).trim()}`),
    )
    .sort()
    .join('\n');

/** A value as the server stores it: text trimmed, empty as null, links in id order. */
const normal = (v: unknown) =>
  Array.isArray(v)
    ? [...v].sort((a, b) => a - b).join(',')
    : typeof v === 'string'
      ? v.trim() || null
      : v && typeof v === 'object'
        ? translationsText(v)
        : (v ?? null);

/** The fields of `values` that differ from the slot as loaded (a cleared select is sent as null). */
const changesOf = (values: Record<string, unknown>, initial: Record<string, unknown>) =>
  Object.fromEntries(
    Object.keys(initial)
      .filter((k) => normal(values[k]) !== normal(initial[k]))
      .map((k) => [k, values[k] ?? null]),
  );

/**
 * While `dirty`, leaving asks first: another page of the console through a confirmation, closing
 * or reloading the browser tab through the browser's own warning. `release` lets a save leave.
 */
function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('skin');
  const { modal } = useFeedback();
  const released = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modal.confirm({
      title: t('aiAdvice.leaveTitle'),
      content: t('aiAdvice.leaveNote'),
      okText: t('aiAdvice.leave'),
      okButtonProps: { danger: true },
      cancelText: t('aiAdvice.stay'),
      // Enter keeps the changes: leaving is the step that loses them.
      autoFocusButton: 'cancel',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, modal, t]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return () => {
    released.current = true;
  };
}

/** `skin/EditQuestion` at /editQuestion/:id (a slot's id): the form of one piece of advice. */
export default function EditQuestionScreen() {
  const { t } = useTranslation('skin');
  const slotId = Number(useParams().id);
  return isRecordId(slotId) ? (
    <EditSlot key={slotId} id={slotId} />
  ) : (
    <AdviceMissing text={t('aiAdvice.chooseSlot')} />
  );
}

function EditSlot({ id: slotId }: { id: number }) {
  const { t } = useTranslation('skin');
  const can = useCan();
  const mayRead = can(permissionOf(diseaseDetailResource, 'query'));
  const mayEdit = can(permissionOf(diseaseDetailResource, 'edit'));
  const slot = useSlot(slotId, mayRead && mayEdit);
  const dimension = useDimension(slot.data?.diseaseId);
  const options = useAdviceOptions();
  const title = (s?: DiseaseDetail) =>
    s && dimension.data
      ? `${t('aiAdvice.editTitle')}: ${dimensionName(dimension.data)} · ${options.levelName(s.levelId)}`
      : t('aiAdvice.editTitle');
  const back = slot.data
    ? { path: ADVICE_PATHS.index(slot.data.diseaseId), label: t('aiAdvice.backToAdvice') }
    : { path: ADVICE_PATHS.dimensions, label: t('aiAdvice.backToDimensions') };
  return (
    <AdvicePage
      query={slot}
      denied={!mayRead ? t('aiAdvice.forbidden') : mayEdit ? null : t('aiAdvice.editForbidden')}
      title={title}
      back={back}
    >
      {/* A newer version (saved, restored) starts the form again from what is now shown. */}
      {(s) => <SlotForm key={s.updatedAt} slot={s} />}
    </AdvicePage>
  );
}

function SlotForm({ slot }: { slot: DiseaseDetail }) {
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const navigate = useNavigate();
  const { message } = useFeedback();
  const platform = usePlatformStaff();
  const fields = useAdviceFields(platform);
  const [form] = Form.useForm();
  const formId = useId();
  const update = useUpdateRecord<DiseaseDetail>(diseaseDetailResource);
  const initial = useMemo(() => {
    const values: Record<string, unknown> = Object.fromEntries(EDITABLE.map((k) => [k, slot[k]]));
    return platform ? { ...values, levelId: slot.levelId, imageTypeId: slot.imageTypeId } : values;
  }, [slot, platform]);
  const dirty = Form.useWatch(
    (values: Record<string, unknown> | undefined) =>
      Object.keys(changesOf({ ...initial, ...values }, initial)).length > 0,
    form,
  );
  const release = useLeaveGuard(dirty === true);
  const back = () => navigate(ADVICE_PATHS.index(slot.diseaseId));
  const save = async (body: Record<string, unknown>) => {
    // Only what changed is sent, and nothing when nothing did: any save of an agent writes its version.
    const changes = changesOf(body, initial);
    if (!Object.keys(changes).length) return void message.info(t('aiAdvice.unchanged'));
    await update.mutateAsync({ id: slot.id, ...changes });
    release();
    back();
  };
  const upper = !platform && slot.overriddenBy && !slot.ownOverride ? slot.overriddenBy.name : null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        title={platform ? t('aiAdvice.originalNote') : t('aiAdvice.overrideNote')}
        description={upper ? t('aiAdvice.startsFrom', { name: upper }) : undefined}
        data-testid="advice-edit-note"
      />
      <SchemaForm
        schema={diseaseDetailResource.update}
        rulesSchema={diseaseDetailResource.create}
        fields={fields}
        form={form}
        formId={formId}
        initialValues={initial}
        fixed={{ id: slot.id }}
        onSubmit={save}
        columns={2}
        footer={
          <Space>
            <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="advice-save">
              {t('aiAdvice.save')}
            </Button>
            <Button onClick={back} data-testid="advice-cancel">
              {crud('actions.cancel')}
            </Button>
          </Space>
        }
      />
    </Space>
  );
}
