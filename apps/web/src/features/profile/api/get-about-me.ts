import type { aboutMe } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/api-client';

export type AboutMe = z.infer<typeof aboutMe>;

/** `GET /ums-user/about/me`: the signed-in user's name, sex and contact. */
export const getAboutMe = () => request<AboutMe>('/ums-user/about/me');

export const aboutMeQueryOptions = () =>
  queryOptions({ queryKey: ['ums-user', 'about-me'], queryFn: getAboutMe });

/** The personal info form's starting values. */
export const useAboutMe = () => useQuery(aboutMeQueryOptions());
