import { aboutMe, aboutMeUpdate, me, passwordChange } from '../auth';
import { defineEndpoint } from '../common/endpoint';
import { emptyEnvelope, envelope } from '../common/envelope';

/** Self-service: `/ums-user/me`, `/ums-user/about/me`, `/ums-user/password/myself`. */
export const meEndpoints = {
  me: defineEndpoint({
    method: 'GET',
    path: '/ums-user/me',
    permission: 'signed-in',
    tag: 'me',
    response: envelope(me),
  }),
  about: defineEndpoint({
    method: 'GET',
    path: '/ums-user/about/me',
    permission: 'signed-in',
    tag: 'me',
    response: envelope(aboutMe),
  }),
  updateAbout: defineEndpoint({
    method: 'PATCH',
    path: '/ums-user/about/me',
    permission: 'signed-in',
    tag: 'me',
    body: aboutMeUpdate,
    response: emptyEnvelope,
  }),
  changePassword: defineEndpoint({
    method: 'PATCH',
    path: '/ums-user/password/myself',
    permission: 'signed-in',
    tag: 'me',
    body: passwordChange,
    response: emptyEnvelope,
  }),
};
