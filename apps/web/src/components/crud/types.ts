import type { ResourceDef } from '@skin/contract';
import type { TableColumnType } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactElement, ReactNode } from 'react';
import type { z } from 'zod';

/** Every row of a resource has an id. */
export type Row = { id: number };

/** A choice of a select, radio group or tree select; `children` make a tree. */
export type ChoiceOption = {
  value: string | number;
  label: ReactNode;
  disabled?: boolean;
  children?: ChoiceOption[];
};

/** How a form or filter field is edited. `state` is a switch over 1 (enabled) and 0 (disabled). */
export type FieldInput =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'state'
  | 'select'
  | 'tree-select'
  | 'radio';

/** A row of a resource as its entity schema describes it. */
export type EntityOf<D extends Pick<ResourceDef, 'entity'>> = Extract<z.output<D['entity']>, Row>;

/** The keys of an object schema's input; any name for a schema that is not an object. */
export type SchemaKeys<S> = S extends z.ZodObject ? keyof z.input<S> & string : string;

type FormDef = Pick<ResourceDef, 'create' | 'update'>;
/** The fields a resource's add form may name: the keys of its create body. */
export type CreateKey<D extends FormDef> = SchemaKeys<D['create']>;
/** The fields a resource's edit form may name: the keys of its update body. */
export type UpdateKey<D extends FormDef> = SchemaKeys<D['update']>;
/** The fields both of a resource's forms may show: the keys its create and update bodies share. */
export type SharedKey<D extends FormDef> = CreateKey<D> & UpdateKey<D>;
/** The filters a resource's list accepts: the keys of its filter schema. */
export type FilterKey<D extends Pick<ResourceDef, 'filters'>> = SchemaKeys<D['filters']>;
/** The keys a resource's list may be sorted by (its `sorts`). */
export type SortKey<D extends Pick<ResourceDef, 'sorts'>> = NonNullable<D['sorts']>[number];
/** The verbs of a resource's state changes (`enable`, `show`...). */
export type StateVerb<D extends Pick<ResourceDef, 'states'>> = keyof NonNullable<D['states']> & string;

/**
 * What a form or filter field edits: a key of its schema (a renamed key fails to compile), or,
 * marked `uiOnly`, a helper of the screen that the schema does not know and the body leaves out.
 */
type FieldName<K extends string> = { name: K; uiOnly?: false } | { name: string; uiOnly: true };

/** One field of a form; its rules come from the contract's create/update schema (`K`: its keys). */
export type FormFieldSpec<K extends string> = FieldName<K> & {
  label: string;
  input?: FieldInput;
  options?: ChoiceOption[];
  /** Only in the add form (e.g. username, password) or only in the edit form. */
  only?: 'create' | 'edit';
  /** Help shown under the field. */
  hint?: ReactNode;
  placeholder?: string;
  /** The translated message for a value that breaks the schema's pattern. */
  patternMessage?: string;
  /** A custom input (e.g. an icon picker); the form passes it `value` and `onChange`. */
  render?: ReactElement;
  /** Rules beyond those the schema gives; they run first. */
  rules?: Rule[];
  /** Fields whose change re-checks this one (a confirmation against its original). */
  dependencies?: K[];
};

/** One filter of the list's filter bar; its value is sent as a query parameter (`K`: the filter keys). */
export type FilterSpec<K extends string> = FieldName<K> & {
  label: string;
  input?: 'text' | 'select' | 'tree-select';
  options?: ChoiceOption[];
  /** A custom input (cascading selectors); the filter bar passes it `value` and `onChange`. */
  render?: ReactElement;
};

/** A field of both of a resource's forms. */
export type SharedFieldOf<D extends FormDef> = FormFieldSpec<SharedKey<D>> & { only?: undefined };
/**
 * A field of a resource's add/edit form. Shown in both forms, it is a key of both bodies; one only
 * in the add form (`only: 'create'`) a key of the create body, one only in the edit form of the
 * update body. A field the edit form showed but its body lacked would be silently not saved.
 */
export type FormFieldOf<D extends FormDef> =
  | SharedFieldOf<D>
  | (FormFieldSpec<CreateKey<D>> & { only: 'create' })
  | (FormFieldSpec<UpdateKey<D>> & { only: 'edit' });
/** A filter of a resource's list. */
export type FilterOf<D extends Pick<ResourceDef, 'filters'>> = FilterSpec<FilterKey<D>>;

/**
 * What a column shows: a property of the row (a renamed property fails to compile), or, marked
 * `computed`, a cell its `render` makes, whose key only names the column (its width, visibility).
 */
type ColumnKey<E> =
  | { key: keyof E & string; computed?: false }
  | { key: string; computed: true; render: NonNullable<TableColumnType<E>['render']> };

/** A table column; `key` is also the row property it shows unless `render` says otherwise. */
export type CrudColumn<E> = Omit<TableColumnType<E>, 'title' | 'key' | 'dataIndex'> &
  ColumnKey<E> & {
    title: string;
    /** The cell of the Excel export; defaults to the raw property. */
    exportValue?: (row: E) => unknown;
    /** Left out of the Excel export. */
    noExport?: boolean;
    /** The entity key a header click sorts by, when the cell is computed from it (default `key`). */
    sortKey?: keyof E & string;
  };

/** Which dialog is open: adding a record (with preset values, e.g. the parent), or editing a row. */
export type FormMode<E> = { mode: 'create'; initial?: Record<string, unknown> } | { mode: 'edit'; row: E };
