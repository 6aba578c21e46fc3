import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  RollbackOutlined,
  StarOutlined,
} from '@ant-design/icons';
import {
  type Disease,
  type DiseaseDetail,
  diseaseDetailEndpoints,
  diseaseDetailResource,
  permissionOf,
} from '@skin/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Card, Empty, Select, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getList } from '../../../components/crud/api/get-list';
import { ListErrorView } from '../../../components/crud/list-state-view';
import { ResourceFormDialog } from '../../../components/crud/resource-form-dialog';
import { resourceKeys } from '../../../components/crud/resource-keys';
import { testIdProps } from '../../../components/crud/test-id';
import type { FormFieldOf } from '../../../components/crud/types';
import { useConfirmDelete } from '../../../components/crud/use-confirm-delete';
import { useCan } from '../../../components/permission/use-access';
import { call } from '../../../lib/endpoint-client';
import { useNavigate, useParams } from '../../../lib/router';
import { useFeedback } from '../../../lib/use-feedback';
import {
  ADVICE_PATHS,
  AdviceMissing,
  type AdviceOptions,
  AdvicePage,
  dimensionName,
  isRecordId,
  SlotFields,
  SlotTags,
  useAdviceOptions,
  useDimension,
  usePlatformStaff,
} from './ai-details';
import { useAdviceFields } from './edit-question';

const PAGE_SIZE = 50;

/** Every slot of a dimension as the caller sees it, page by page (a dimension has a few dozen at most). */
async function getDimensionSlots(diseaseId: number): Promise<DiseaseDetail[]> {
  const rows: DiseaseDetail[] = [];
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const page = await getList<DiseaseDetail>(diseaseDetailResource, {
      pageNum,
      pageSize: PAGE_SIZE,
      diseaseId,
    });
    rows.push(...page.list);
    if (page.list.length < PAGE_SIZE || rows.length >= page.total) break;
  }
  return rows;
}

type Group = { key: string; levelId: number | null; label: string; slots: DiseaseDetail[] };

/** Slots by level, in the levels' order (worst scores first), then unknown levels, then "no level". */
function groupByLevel(slots: DiseaseDetail[], options: AdviceOptions, withEmpty: boolean): Group[] {
  const group = (levelId: number | null, label = options.levelName(levelId)): Group => ({
    key: String(levelId),
    levelId,
    label,
    slots: slots.filter((s) => s.levelId === levelId),
  });
  const known = new Set(options.levels.map((l) => l.id));
  const unknown = [...new Set(slots.map((s) => s.levelId))].filter((l) => l !== null && !known.has(l));
  return [
    ...options.levels.map((l) => group(l.id, l.label)),
    ...unknown.map((l) => group(l)),
    group(null),
  ].filter((g) => g.slots.length > 0 || (withEmpty && g.levelId !== null));
}

/** `PATCH /disease-detail/<verb>` with a slot's id, then every view of the advice refreshes. */
function useSlotCommand(verb: 'restore' | 'default', done: string) {
  const queryClient = useQueryClient();
  const { message } = useFeedback();
  return useMutation({
    mutationFn: (id: number) =>
      call(verb === 'restore' ? diseaseDetailEndpoints.restore : diseaseDetailEndpoints.setDefault, {
        body: { id },
      }),
    onSuccess: () => {
      void message.success(done);
      return queryClient.invalidateQueries({ queryKey: resourceKeys.root(diseaseDetailResource) });
    },
  });
}

/**
 * A slot's buttons, each shown only to those who may use it, the changes after a confirmation
 * (docs/product-rules.md, "Confirmations and states").
 */
function SlotActions({ slot, levelName }: { slot: DiseaseDetail; levelName: string }) {
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const can = useCan();
  const platform = usePlatformStaff();
  const restore = useSlotCommand('restore', t('aiAdvice.restored'));
  const setDefault = useSlotCommand('default', t('aiAdvice.defaultSet'));
  const confirmDelete = useConfirmDelete(diseaseDetailResource);
  const ask = (title: string, content: string, command: typeof restore, testId: string) =>
    modal.confirm({
      title,
      content,
      okText: crud('actions.ok'),
      cancelText: crud('actions.cancel'),
      okButtonProps: testIdProps<ButtonProps>(testId),
      // The dialog stays open, its OK spinning, until the server has answered.
      onOk: () => command.mutateAsync(slot.id).catch(() => undefined),
    });
  const link = (key: string, icon: ReactNode, label: string, onClick: () => void, danger = false) => (
    <Button
      type="link"
      size="small"
      icon={icon}
      danger={danger}
      onClick={onClick}
      data-testid={`slot-${key}`}
    >
      {label}
    </Button>
  );
  const def = diseaseDetailResource;
  return (
    <Space size={0} wrap>
      {link('view', <EyeOutlined />, t('aiAdvice.view'), () => navigate(ADVICE_PATHS.details(slot.id)))}
      {can(permissionOf(def, 'edit'))
        ? link('edit', <EditOutlined />, crud('actions.edit'), () => navigate(ADVICE_PATHS.edit(slot.id)))
        : null}
      {can(def.extra.restore) && slot.ownOverride
        ? link('restore', <RollbackOutlined />, t('aiAdvice.restore'), () =>
            ask(t('aiAdvice.restoreTitle'), t('aiAdvice.restoreNote'), restore, 'confirm-restore-ok'),
          )
        : null}
      {can(def.extra.setDefault) && !slot.isDefault
        ? link('set-default', <StarOutlined />, t('aiAdvice.setDefault'), () =>
            ask(
              t('aiAdvice.defaultTitle', { level: levelName }),
              platform ? t('aiAdvice.defaultNotePlatform') : t('aiAdvice.defaultNoteLine'),
              setDefault,
              'confirm-default-ok',
            ),
          )
        : null}
      {platform && can(permissionOf(def, 'delete'))
        ? link('delete', <DeleteOutlined />, crud('actions.delete'), () => confirmDelete([slot.id]), true)
        : null}
    </Space>
  );
}

/** The add dialog of the platform's original advice, for this dimension (and a level, when chosen). */
function AddAdviceDialog({
  dimension,
  levelId,
  onClose,
}: {
  dimension: Disease;
  levelId?: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('skin');
  const fields = useAdviceFields(true);
  const dimensionField: FormFieldOf<typeof diseaseDetailResource> = {
    name: 'diseaseId',
    label: t('aiAdvice.dimension'),
    input: 'select',
    // A slot's dimension is chosen once: the update body has none.
    only: 'create',
    render: (
      <Select
        disabled
        options={[{ value: dimension.id, label: dimensionName(dimension) }]}
        data-testid="field-diseaseId"
      />
    ),
  };
  return (
    <ResourceFormDialog
      def={diseaseDetailResource}
      noun={t('aiAdvice.noun')}
      fields={[dimensionField, ...fields]}
      target={{ mode: 'create', initial: { diseaseId: dimension.id, levelId } }}
      onClose={onClose}
      width={860}
    />
  );
}

/** `skin/AiIndex` at /aiIndex/:id (a dimension's id): the dimension's advice, by level. */
export default function AiIndexScreen() {
  const { t } = useTranslation('skin');
  const id = Number(useParams().id);
  // Keyed by id: the tab keeps this screen alive while another dimension is opened in it.
  return isRecordId(id) ? (
    <DimensionAdvice key={id} diseaseId={id} />
  ) : (
    <AdviceMissing text={t('aiAdvice.chooseDimension')} />
  );
}

function DimensionAdvice({ diseaseId }: { diseaseId: number }) {
  const { t } = useTranslation('skin');
  const { t: crud } = useTranslation('crud');
  const can = useCan();
  const platform = usePlatformStaff();
  const mayRead = can(permissionOf(diseaseDetailResource, 'query'));
  const mayAdd = platform && can(permissionOf(diseaseDetailResource, 'add'));
  const dimension = useDimension(diseaseId, mayRead);
  const slots = useQuery({
    queryKey: resourceKeys.list(diseaseDetailResource, { diseaseId }),
    queryFn: () => getDimensionSlots(diseaseId),
    enabled: mayRead,
  });
  const options = useAdviceOptions();
  const [adding, setAdding] = useState<{ levelId?: number } | null>(null);
  const addButton = (levelId?: number) =>
    mayAdd ? (
      <Button icon={<PlusOutlined />} onClick={() => setAdding({ levelId })} data-testid="advice-add">
        {crud('actions.add')}
      </Button>
    ) : null;

  const content = () => {
    if (slots.isPending) return <Skeleton active />;
    if (slots.isError) return <ListErrorView error={slots.error} onRetry={() => void slots.refetch()} />;
    if (!slots.data.length)
      return (
        <Empty description={t('aiAdvice.empty')} data-testid="advice-empty">
          {addButton()}
        </Empty>
      );
    return groupByLevel(slots.data, options, mayAdd).map((g) => (
      <section
        key={g.key}
        data-testid="advice-level"
        data-level={g.levelId ?? 'none'}
        style={{ marginBottom: 24 }}
      >
        <Typography.Title level={5}>{g.label}</Typography.Title>
        {g.slots.length ? (
          <Space orientation="vertical" size={12} style={{ width: '100%' }}>
            {g.slots.map((s) => (
              <Card
                key={s.id}
                size="small"
                type="inner"
                title={
                  <Space wrap>
                    {options.imageTypeName(s.imageTypeId)}
                    <SlotTags slot={s} />
                  </Space>
                }
                extra={<SlotActions slot={s} levelName={g.label} />}
                data-testid="advice-slot"
                data-slot={s.id}
              >
                <SlotFields slot={s} options={options} />
              </Card>
            ))}
          </Space>
        ) : (
          <Space>
            <Typography.Text type="secondary">{t('aiAdvice.levelEmpty')}</Typography.Text>
            {addButton(g.levelId ?? undefined)}
          </Space>
        )}
      </section>
    ));
  };

  return (
    <AdvicePage
      query={dimension}
      denied={mayRead ? null : t('aiAdvice.forbidden')}
      title={(d) => (d ? t('aiAdvice.title', { name: dimensionName(d) }) : t('aiAdvice.titlePlain'))}
      back={{ path: ADVICE_PATHS.dimensions, label: t('aiAdvice.backToDimensions') }}
      extra={() => (
        <>
          {mayAdd ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding({})}
              data-testid="toolbar-add"
            >
              {crud('actions.add')}
            </Button>
          ) : null}
          <Button
            icon={<ReloadOutlined />}
            loading={slots.isFetching}
            onClick={() => void slots.refetch()}
            data-testid="advice-refresh"
          >
            {crud('actions.refresh')}
          </Button>
        </>
      )}
    >
      {(d) => (
        <>
          {content()}
          {adding ? (
            <AddAdviceDialog dimension={d} levelId={adding.levelId} onClose={() => setAdding(null)} />
          ) : null}
        </>
      )}
    </AdvicePage>
  );
}
