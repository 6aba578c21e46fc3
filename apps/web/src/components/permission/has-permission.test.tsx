import type { Me } from '@skin/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../lib/current-user';
import { HasPermission } from './has-permission';
import { HasRole } from './has-role';
import { useHasPermission } from './use-access';

afterEach(cleanup);

const user = (roles: string[], perms: string[]): Me => ({
  id: 1,
  username: 'u',
  name: 'U',
  avatar: '',
  roles,
  perms,
  chinaMainland: true,
  agentLevel: null,
  pushInfo: null,
  viewingAs: null,
});

function Probe() {
  return <span>{useHasPermission(['system:user:add']) ? 'may add' : 'may not add'}</span>;
}

const as = (me: Me, node: React.ReactNode) =>
  render(<CurrentUserContext value={me}>{node}</CurrentUserContext>);

describe('HasPermission / HasRole', () => {
  it('renders the element for a holder and removes it otherwise', () => {
    as(
      user(['AGENT'], ['system:user:add']),
      <>
        <HasPermission perms={['system:user:add']}>
          <span>add button</span>
        </HasPermission>
        <HasPermission perms={['system:user:delete']}>
          <span>delete button</span>
        </HasPermission>
        <HasRole roles={['AGENT', 'MERCHANT']}>
          <span>agent area</span>
        </HasRole>
        <HasRole roles={['ADMIN']} fallback={<span>no admin area</span>}>
          <span>admin area</span>
        </HasRole>
      </>,
    );
    expect(screen.queryByText('add button')).not.toBeNull();
    expect(screen.queryByText('delete button')).toBeNull();
    expect(screen.queryByText('agent area')).not.toBeNull();
    expect(screen.queryByText('admin area')).toBeNull();
    expect(screen.queryByText('no admin area')).not.toBeNull();
  });

  it('answers the same through the hook, *:*:* included', () => {
    as(user(['ADMIN'], ['*:*:*']), <Probe />);
    expect(screen.getByText('may add')).toBeTruthy();
    cleanup();
    as(user(['STORE_MANAGER'], []), <Probe />);
    expect(screen.getByText('may not add')).toBeTruthy();
  });
});
