import { z } from 'zod';
import { MAINLAND_MOBILE, newPassword } from './common/fields';
import { DASHBOARD_SHAPES } from './resources/dashboard-stats';

/** Fields of `POST /oauth/token` (query string or form body, RFC 6749). */
export const tokenRequest = z.object({
  grant_type: z.enum(['password', 'refresh_token']),
  username: z.string().max(64).optional(),
  password: z.string().max(128).optional(),
  refresh_token: z.string().max(256).optional(),
  scope: z.string().max(64).optional(),
  client_id: z.string().max(64).optional(),
  client_secret: z.string().max(128).optional(),
});

export const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
  userId: z.number(),
});
/** OAuth failure (RFC 6749 §5.2) with the message key as an extension, so the console translates it. */
export const tokenError = z.object({
  error: z.string(),
  error_description: z.string(),
  error_key: z.string().optional(),
  error_params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** `GET /ums-user/me`: who is signed in and what they may do. */
export const me = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  avatar: z.string(),
  roles: z.array(z.string()).min(1),
  perms: z.array(z.string()),
  chinaMainland: z.boolean(),
  agentLevel: z.number().nullable(),
  pushInfo: z.null(),
  /** Set while platform staff preview the console as another role. */
  viewingAs: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Me = z.infer<typeof me>;

/** `PATCH /ums-user/password/myself`. */
export const passwordChange = z
  .strictObject({
    oldPassword: z.string().min(1).max(64),
    password: newPassword,
    confirmPassword: z.string().max(64),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords differ',
  });

/** Sex codes of personal info (docs/product-rules.md, "Fields and codes"). */
export const SEX = { male: 1, female: 0 } as const;

/** Contact: a mainland mobile number (a zh-CN browser's personal info), or an e-mail. */
export const contact = z
  .string()
  .trim()
  .max(128)
  .refine(
    (v) => MAINLAND_MOBILE.test(v) || z.email().safeParse(v).success,
    'Contact is a mainland mobile number (11 digits, 13x to 19x) or an e-mail',
  );

export const aboutMe = z.object({
  name: z.string(),
  sex: z.number().nullable(),
  contact: z.string().nullable(),
});
export const aboutMeUpdate = z.strictObject({
  name: z.string().trim().min(1).max(64),
  sex: z.coerce.number().int().min(0).max(1),
  contact: contact.nullish(),
});

/** Live-stream ticket: EventSource cannot send headers, so it presents this in the query string. */
export const streamTicket = z.object({ ticket: z.string(), expiresIn: z.number() });

/** `GET /dashboard/scope`: who the caller is and how many users its subtree holds, by role. */
export const dashboardScope = z.object({
  user: z.object({ id: z.number(), username: z.string(), name: z.string() }),
  role: z.object({ code: z.string(), name: z.string() }),
  seesAll: z.boolean(),
  /** Which dashboard the caller gets (`GET /dashboard/stats` answers the same). */
  shape: z.enum(DASHBOARD_SHAPES),
  total: z.number(),
  byRole: z.array(z.object({ code: z.string(), name: z.string(), count: z.number() })),
});
export type DashboardScope = z.infer<typeof dashboardScope>;
