import type { TableColumnType } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactElement, ReactNode } from 'react';

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

/** One field of a resource's form; its rules come from the contract's create/update schema. */
export interface FormFieldSpec {
  /** Key in the create/update body (and in the schema). */
  name: string;
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
  dependencies?: string[];
}

/** One filter of the list's filter bar; its value is sent as a query parameter. */
export interface FilterSpec {
  name: string;
  label: string;
  input?: 'text' | 'select' | 'tree-select';
  options?: ChoiceOption[];
  /** A custom input (cascading selectors); the filter bar passes it `value` and `onChange`. */
  render?: ReactElement;
}

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
    sortKey?: string;
  };

/** Which dialog is open: adding a record (with preset values, e.g. the parent), or editing a row. */
export type FormMode<E> = { mode: 'create'; initial?: Record<string, unknown> } | { mode: 'edit'; row: E };
