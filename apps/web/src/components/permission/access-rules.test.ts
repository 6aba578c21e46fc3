import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, hasAnyPermission, hasAnyRole } from './access-rules';

const agent = { roles: ['AGENT'], perms: ['system:user:query', 'system:user:add'] };
const admin = { roles: ['ADMIN'], perms: [ALL_PERMISSIONS] };

// The gates of docs/roles.md, "Markers and the console's gates".
describe('role gate', () => {
  it('passes a user holding one of the listed roles', () => {
    expect(hasAnyRole(agent, ['ADMIN', 'AGENT'])).toBe(true);
  });
  it('removes the element for a user holding none of them', () => {
    expect(hasAnyRole(agent, ['ADMIN', 'MERCHANT'])).toBe(false);
  });
  it('grants nothing for an empty list', () => {
    expect(hasAnyRole(agent, [])).toBe(false);
  });
  it('does not treat the all-permissions mark as a role', () => {
    expect(hasAnyRole(admin, ['AGENT'])).toBe(false);
  });
});

describe('permission gate', () => {
  it('passes a user holding one of the listed permissions', () => {
    expect(hasAnyPermission(agent, ['system:user:delete', 'system:user:add'])).toBe(true);
  });
  it('removes the element for a user holding none of them', () => {
    expect(hasAnyPermission(agent, ['system:user:delete'])).toBe(false);
  });
  it("lets '*:*:*' stand for every permission", () => {
    expect(hasAnyPermission(admin, ['system:role:grant'])).toBe(true);
  });
  it('grants nothing for an empty list, even to *:*:*', () => {
    expect(hasAnyPermission(admin, [])).toBe(false);
  });
  it('matches whole permission strings, not prefixes', () => {
    expect(hasAnyPermission(agent, ['system:user'])).toBe(false);
  });
});
