import { defineResource, permissionOf } from '@skin/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResourceListPage, type ResourceListPageProps } from './resource-list-page';
import { verbPermission } from './state-permission';
import type { FilterOf, FormFieldOf, SortKey } from './types';

// Checked by `npm run typecheck`: each @ts-expect-error must meet an error, or the build fails.
const personResource = defineResource({
  name: 'person',
  path: 'person',
  permission: 'test:person',
  entity: z.object({ id: z.number(), name: z.string(), age: z.number(), state: z.number() }),
  create: z.strictObject({ name: z.string(), age: z.number() }),
  update: z.strictObject({ id: z.number(), name: z.string().optional(), nickname: z.string().optional() }),
  filters: z.object({ name: z.string().optional(), state: z.number().optional() }),
  sorts: ['name', 'age'],
  actions: ['query', 'add', 'edit'],
  states: { enable: { field: 'state', value: z.number() } },
  tenancy: { kind: 'platform' },
});
type PersonDef = typeof personResource;
type Person = z.infer<PersonDef['entity']>;

describe('a form field', () => {
  it('names a key of the create or update body, or is marked uiOnly', () => {
    const fields: FormFieldOf<PersonDef>[] = [
      { name: 'name', label: 'Name' },
      { name: 'age', label: 'Age', only: 'create' },
      { name: 'nickname', label: 'Nickname', only: 'edit' },
      { name: 'confirmName', label: 'Name again', uiOnly: true, dependencies: ['name'] },
      // @ts-expect-error a key neither body has (a renamed field) fails to compile
      { name: 'nmae', label: 'Name' },
      // @ts-expect-error a helper field the schema does not know must say so
      { name: 'confirmName', label: 'Name again' },
      // @ts-expect-error the edit form would show a field its body drops (not saved)
      { name: 'age', label: 'Age' },
      // @ts-expect-error nor may the add form show a key only the update body has
      { name: 'nickname', label: 'Nickname', only: 'create' },
    ];
    expect(fields).toHaveLength(8);
  });
});

describe('a filter', () => {
  it('names a key of the filter schema', () => {
    const filters: FilterOf<PersonDef>[] = [
      { name: 'state', label: 'State', input: 'select' },
      // @ts-expect-error a misspelled filter fails to compile
      { name: 'stat', label: 'State' },
      // @ts-expect-error an entity key the list cannot be filtered by fails too
      { name: 'age', label: 'Age' },
    ];
    expect(filters).toHaveLength(3);
  });
});

describe('a sort key', () => {
  it('names a key the resource may be sorted by', () => {
    const columns: ResourceListPageProps<PersonDef, Person>['columns'] = [
      { key: 'age', title: 'Age' },
      { key: 'years', title: 'Years', computed: true, render: (_, p) => p.age, sortKey: 'age' },
      // @ts-expect-error a misspelled sort key fails to compile
      { key: 'label', title: 'Label', computed: true, render: (_, p) => p.name, sortKey: 'nmae' },
    ];
    const sort: SortKey<PersonDef> = 'name';
    // @ts-expect-error a key the entity does not have is no sort key
    const misspelled: SortKey<PersonDef> = 'agee';
    // @ts-expect-error nor is an entity key the declaration does not list in `sorts`
    const undeclared: SortKey<PersonDef> = 'state';
    expect([...columns.map((c) => c.sortKey), sort, misspelled, undeclared]).toEqual([
      undefined,
      'age',
      'nmae',
      'name',
      'agee',
      'state',
    ]);
  });
});

describe('an action', () => {
  it('names one the declaration lists', () => {
    expect(permissionOf(personResource, 'edit')).toBe('test:person:edit');
    // @ts-expect-error the resource declares no delete
    expect(permissionOf(personResource, 'delete')).toBe('test:person:delete');
  });
});

describe('a state verb', () => {
  it('names one of the declaration`s state changes', () => {
    expect(verbPermission(personResource, 'enable')).toBe('test:person:enable');
    // @ts-expect-error a misspelled verb fails to compile
    expect(verbPermission(personResource, 'enabel')).toBe('test:person:enabel');
  });
});

describe('the list page', () => {
  it('infers the declaration from `def`, so its props are checked without type arguments', () => {
    const page = (
      <ResourceListPage
        def={personResource}
        title="People"
        noun="person"
        columns={[{ key: 'name', title: 'Name' }]}
        filters={[
          { name: 'name', label: 'Name' },
          // @ts-expect-error a misspelled filter of an inline list fails to compile
          { name: 'nmae', label: 'Name' },
        ]}
        form={[
          { name: 'age', label: 'Age', input: 'number', only: 'create' },
          // @ts-expect-error a misspelled form field of an inline list fails to compile
          { name: 'aeg', label: 'Age' },
        ]}
        // @ts-expect-error a fixed filter is a filter key too
        fixedFilters={{ agentId: 1 }}
      />
    );
    expect(page.props.def).toBe(personResource);
  });
});
