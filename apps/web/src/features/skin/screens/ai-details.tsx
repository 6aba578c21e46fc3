import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import {
  type Disease,
  type DiseaseDetail,
  diseaseDetailResource,
  diseaseLevelResource,
  diseaseResource,
  goodsResource,
  imageTypeResource,
  type Option,
  permissionOf,
  type ResourceDef,
  skinPlanResource,
} from '@skin/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, type DescriptionsProps, Result, Skeleton, Space, Tag } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceOptions } from '../../../components/crud/api/get-options';
import { formatDateTime } from '../../../components/crud/format-time';
import { useCan, useHasRole } from '../../../components/permission/use-access';
import { usePickNames } from '../../../components/picker/pick-api';
import { localized } from '../../../lib/localized';
import { useNavigate, useParams } from '../../../lib/router';
import { getRecord, isNotFound, recordKey } from '../api/get-catalogue-record';

// The three advice screens (aiIndex, aiDetails, editQuestion) share the pieces exported here.

/**
 * Where the advice screens live: the dimension list's menu path and the fixed hidden routes
 * (docs/product-rules.md, "Screen paths").
 */
export const ADVICE_PATHS = {
  dimensions: '/skin/ai-disease',
  index: (diseaseId: number) => `/aiIndex/${diseaseId}`,
  details: (slotId: number) => `/aiDetails/${slotId}`,
  edit: (slotId: number) => `/editQuestion/${slotId}`,
};

/** A usable record id from a route parameter. */
export const isRecordId = (id: number) => Number.isInteger(id) && id > 0;

/**
 * Platform staff write the originals. `/ums-user/me` names the role, not its data scope, so a
 * platform role under another code is treated as an agent here: offered less, never more.
 */
export const usePlatformStaff = () => useHasRole(['ADMIN', 'OPERATOR']);

/**
 * One advice slot as the caller sees it, under the resource's root key so every write refreshes
 * it; a 404 is the page's own state.
 */
export const useSlot = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: recordKey(diseaseDetailResource, id),
    queryFn: () => getRecord<DiseaseDetail>(diseaseDetailResource, id),
    enabled,
  });

/** One AI dimension, once its id is known. */
export const useDimension = (id: number | undefined, enabled = true) =>
  useQuery({
    queryKey: recordKey(diseaseResource, id ?? 0),
    queryFn: () => getRecord<Disease>(diseaseResource, id!),
    enabled: enabled && id !== undefined,
  });

/** A dimension as its list shows it: the name, with the English one beside it when it differs. */
export const dimensionName = (d: Disease) =>
  d.nameEn && d.nameEn !== d.name ? `${d.name} ${d.nameEn}` : d.name;

/**
 * The selectors' options behind a slot's ids (levels named with their score range), each asked
 * only of those who may read it. Goods and plans, which grow without bound, are searched and named
 * by their own pickers (`ResourcePicker`, `LinkNames`).
 */
export function useAdviceOptions() {
  const { t } = useTranslation('skin');
  const can = useCan();
  const readable = (def: Pick<ResourceDef, 'permission' | 'actions'>) => can(permissionOf(def, 'query'));
  const levels = useResourceOptions(diseaseLevelResource, readable(diseaseLevelResource));
  const imageTypes = useResourceOptions(imageTypeResource, readable(imageTypeResource));
  return useMemo(() => {
    const named = (list: Option[] = []) => {
      const names = new Map(list.map((o) => [o.id, o.label]));
      return (id: number) => names.get(id) ?? `#${id}`;
    };
    const level = named(levels.data);
    const imageType = named(imageTypes.data);
    return {
      levels: levels.data ?? [],
      imageTypes: imageTypes.data ?? [],
      levelName: (id: number | null) => (id === null ? t('aiAdvice.noLevel') : level(id)),
      imageTypeName: (id: number | null) => (id === null ? t('aiAdvice.anyImageType') : imageType(id)),
    };
  }, [levels.data, imageTypes.data, t]);
}
export type AdviceOptions = ReturnType<typeof useAdviceOptions>;

/** "Default" and whose version is shown ("Your version", "Edited by ..."); the original shows no tag. */
export function SlotTags({ slot }: { slot: DiseaseDetail }) {
  const { t } = useTranslation('skin');
  return (
    <Space size={4} wrap>
      {slot.isDefault ? (
        <Tag color="gold" data-testid="slot-default">
          {t('aiAdvice.default')}
        </Tag>
      ) : null}
      {slot.ownOverride ? (
        <Tag color="blue" data-testid="slot-own">
          {t('aiAdvice.yourVersion')}
        </Tag>
      ) : slot.overriddenBy ? (
        <Tag color="purple" data-testid="slot-edited-by">
          {t('aiAdvice.editedBy', { name: slot.overriddenBy.name })}
        </Tag>
      ) : null}
    </Space>
  );
}

const Text = ({ value, testId }: { value: string | null; testId: string }) => (
  <span style={{ whiteSpace: 'pre-wrap' }} data-testid={testId}>
    {value || '-'}
  </span>
);
/** A slot's linked goods or plans, named by a lookup of their ids, however many rows there are. */
function LinkNames({ def, ids, testId }: { def: ResourceDef; ids: number[]; testId: string }) {
  const mayRead = useCan()(permissionOf(def, 'query'));
  const names = usePickNames(def, ids, mayRead);
  return (
    <Space size={4} wrap data-testid={testId}>
      {ids.length ? ids.map((id) => <Tag key={id}>{names.data?.get(id)?.label ?? `#${id}`}</Tag>) : '-'}
    </Space>
  );
}

/** A slot's advice; `full` adds what the slot is (level, image type), its remark and update time. */
export function SlotFields({
  slot,
  options,
  full,
}: {
  slot: DiseaseDetail;
  options: AdviceOptions;
  full?: boolean;
}) {
  const { t, i18n } = useTranslation('skin');
  // The advice in the reader's language where translated; the remark as entered.
  const text = (key: 'introduction' | 'impact' | 'improve' | 'solution' | 'remark', label: string) => ({
    key,
    label,
    children: (
      <Text
        value={key === 'remark' ? slot.remark : localized(slot, key, i18n.language)}
        testId={`slot-${key}`}
      />
    ),
  });
  const items: DescriptionsProps['items'] = [
    ...(full
      ? [
          { key: 'level', label: t('aiAdvice.level'), children: options.levelName(slot.levelId) },
          {
            key: 'imageType',
            label: t('aiAdvice.imageType'),
            children: options.imageTypeName(slot.imageTypeId),
          },
        ]
      : []),
    text('introduction', t('aiAdvice.introduction')),
    text('impact', t('aiAdvice.impact')),
    text('improve', t('aiAdvice.improve')),
    text('solution', t('aiAdvice.solution')),
    {
      key: 'goods',
      label: t('aiAdvice.goods'),
      children: <LinkNames def={goodsResource} ids={slot.goodsIds} testId="slot-goods" />,
    },
    {
      key: 'plans',
      label: t('aiAdvice.plans'),
      children: <LinkNames def={skinPlanResource} ids={slot.planIds} testId="slot-plans" />,
    },
    ...(full
      ? [
          text('remark', t('common.remark')),
          { key: 'updatedAt', label: t('common.updatedAt'), children: formatDateTime(slot.updatedAt) },
        ]
      : []),
  ];
  return <Descriptions bordered size="small" column={1} items={items} styles={{ label: { width: 150 } }} />;
}

/** The way back from an advice page. */
export function BackButton({ path, label }: { path: string; label: string }) {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(path)} data-testid="advice-back">
      {label}
    </Button>
  );
}

/** An advice route opened without an id: lead to the AI dimensions. */
export function AdviceMissing({ text }: { text: string }) {
  const { t } = useTranslation('skin');
  return (
    <Card>
      <Result
        status="info"
        title={text}
        extra={<BackButton path={ADVICE_PATHS.dimensions} label={t('aiAdvice.backToDimensions')} />}
        data-testid="advice-missing"
      />
    </Card>
  );
}

type PageProps<T> = {
  query: UseQueryResult<T, Error>;
  /** Why the caller may not open the page (its permission is missing), or null. */
  denied: string | null;
  title: (data?: T) => string;
  back: { path: string; label: string };
  extra?: (data: T) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * An advice page about one record: its content, or why there is none (no permission, loading,
 * not found, failed).
 */
export function AdvicePage<T>({ query, denied, title, back, extra, children }: PageProps<T>) {
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const backButton = <BackButton {...back} />;
  if (denied)
    return (
      <Card title={title()}>
        <Result status="403" title={denied} extra={backButton} data-testid="advice-forbidden" />
      </Card>
    );
  if (query.isPending)
    return (
      <Card title={title()} data-testid="advice-loading">
        <Skeleton active />
      </Card>
    );
  if (query.isError)
    return (
      <Card title={title()}>
        {isNotFound(query.error) ? (
          <Result
            status="404"
            title={query.error.message}
            subTitle={t('aiAdvice.notVisible')}
            extra={backButton}
            data-testid="advice-not-found"
          />
        ) : (
          <Result
            status="warning"
            title={t('aiAdvice.loadFailed')}
            subTitle={query.error.message}
            extra={[
              <Button key="retry" type="primary" onClick={() => void query.refetch()}>
                {crud('actions.retry')}
              </Button>,
              <BackButton key="back" {...back} />,
            ]}
            data-testid="advice-error"
          />
        )}
      </Card>
    );
  return (
    <Card
      title={title(query.data)}
      extra={
        <Space wrap>
          {extra?.(query.data)}
          {backButton}
        </Space>
      }
      data-testid="advice-page"
    >
      {children(query.data)}
    </Card>
  );
}

/** `skin/AiDetails` at /aiDetails/:id (a slot's id): one piece of advice, read-only. */
export default function AiDetailsScreen() {
  const { t } = useTranslation('skin');
  const id = Number(useParams().id);
  // Keyed by id: the tab keeps this screen alive while another slot is opened in it.
  return isRecordId(id) ? (
    <SlotDetails key={id} id={id} />
  ) : (
    <AdviceMissing text={t('aiAdvice.chooseSlot')} />
  );
}

function SlotDetails({ id }: { id: number }) {
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const navigate = useNavigate();
  const can = useCan();
  const mayRead = can(permissionOf(diseaseDetailResource, 'query'));
  const slot = useSlot(id, mayRead);
  const dimension = useDimension(slot.data?.diseaseId);
  const options = useAdviceOptions();
  const title = (s?: DiseaseDetail) =>
    s && dimension.data
      ? `${t('aiAdvice.detailTitle')}: ${dimensionName(dimension.data)} · ${options.levelName(s.levelId)}`
      : t('aiAdvice.detailTitle');
  const back = slot.data
    ? { path: ADVICE_PATHS.index(slot.data.diseaseId), label: t('aiAdvice.backToAdvice') }
    : { path: ADVICE_PATHS.dimensions, label: t('aiAdvice.backToDimensions') };
  return (
    <AdvicePage
      query={slot}
      denied={mayRead ? null : t('aiAdvice.forbidden')}
      title={title}
      back={back}
      extra={(s) =>
        can(permissionOf(diseaseDetailResource, 'edit')) ? (
          <Button
            icon={<EditOutlined />}
            onClick={() => navigate(ADVICE_PATHS.edit(s.id))}
            data-testid="slot-edit"
          >
            {crud('actions.edit')}
          </Button>
        ) : null
      }
    >
      {(s) => (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <SlotTags slot={s} />
          <SlotFields slot={s} options={options} full />
        </Space>
      )}
    </AdvicePage>
  );
}
