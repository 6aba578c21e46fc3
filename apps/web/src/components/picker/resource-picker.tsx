import { PICK_PAGE, type PickOption, type ResourceDef } from '@skin/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Button, Select, Typography } from 'antd';
import { type CSSProperties, type ReactNode, type UIEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickNarrowing, pickKeys, pickPage, usePickNames } from './pick-api';

/** Waits this long after the last keystroke before asking the server. */
const DEBOUNCE_MS = 300;
/** How near the list's end a scroll asks for the next page. */
const NEAR_END_PX = 40;

type Common = {
  def: ResourceDef;
  /** Narrows what is offered (a catalogue's link rule, a user's subtree). */
  narrowing?: PickNarrowing;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  testId?: string;
};
type Single = Common & { multiple?: false; value?: number | null; onChange?: (value?: number) => void };
type Multiple = Common & {
  multiple: true;
  value?: number[] | null;
  onChange?: (value: number[]) => void;
  maxCount?: number;
};
export type ResourcePickerProps = Single | Multiple;

/**
 * A picker of a resource's rows at any size (`GET /<path>/options`): the text typed is searched on
 * the server (debounced), pages load as the list is scrolled or with "More", each entry shows its
 * owner where rows have one, and the chosen values are named by a lookup of their ids, however deep
 * in the list they lie. Form inputs hand it `value` and `onChange`.
 */
export function ResourcePicker(props: ResourcePickerProps) {
  const { def, narrowing = {}, testId } = props;
  const { t } = useTranslation('crud');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useInfiniteQuery({
    queryKey: pickKeys.search(def, text, narrowing),
    queryFn: ({ pageParam }) => pickPage(def, { q: text, offset: pageParam, limit: PICK_PAGE, ...narrowing }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.more ? pages.length * PICK_PAGE : undefined),
    enabled: open,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  const chosen = props.value == null ? [] : Array.isArray(props.value) ? props.value : [props.value];
  const names = usePickNames(def, chosen);
  const options = useMemo(() => {
    const offered = (search.data?.pages ?? []).flatMap((p) => p.items);
    const seen = new Set(offered.map((o) => o.id));
    // A chosen value the search has not reached (or no longer offers) keeps its name.
    const kept = chosen.flatMap((id) => {
      if (seen.has(id)) return [];
      const o = names.data?.get(id);
      return [o ?? ({ id, label: names.isFetching ? '…' : `#${id}` } as PickOption)];
    });
    return [...kept, ...offered].map((o) => ({ value: o.id, label: o.label, owner: o.owner }));
  }, [search.data, names.data, names.isFetching, chosen]);
  const platform = t('picker.platform');
  const more = () => {
    if (search.hasNextPage && !search.isFetchingNextPage) void search.fetchNextPage();
  };
  const onScroll = (e: UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX) more();
  };
  const shared = {
    options,
    loading: search.isFetching || names.isFetching,
    placeholder: props.placeholder ?? t('placeholders.select'),
    disabled: props.disabled,
    allowClear: props.allowClear ?? true,
    style: props.style ?? { width: '100%' },
    showSearch: { filterOption: false, onSearch: setTyped, searchValue: typed },
    onOpenChange: (next: boolean) => {
      setOpen(next);
      if (!next) setTyped('');
    },
    onPopupScroll: onScroll,
    optionRender: (option: { data: { label?: ReactNode; owner?: string | null } }) => (
      <span data-testid="picker-option">
        {option.data.label}
        {option.data.owner !== undefined ? (
          <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
            {option.data.owner ?? platform}
          </Typography.Text>
        ) : null}
      </span>
    ),
    popupRender: (menu: ReactNode) => (
      <>
        {menu}
        {search.hasNextPage ? (
          <Button
            type="link"
            block
            onClick={more}
            loading={search.isFetchingNextPage}
            data-testid="picker-more"
          >
            {t('picker.more')}
          </Button>
        ) : null}
      </>
    ),
    'data-testid': testId,
  };
  return props.multiple ? (
    <Select<number[]>
      {...shared}
      mode="multiple"
      value={props.value ?? []}
      maxCount={props.maxCount}
      onChange={(ids) => props.onChange?.(ids)}
    />
  ) : (
    <Select<number>
      {...shared}
      value={props.value ?? undefined}
      onChange={(id?: number) => props.onChange?.(id)}
      onClear={() => setTyped('')}
    />
  );
}
