import { meEndpoints } from '@skin/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-client';

/** `GET /ums-user/about/me`: the signed-in user's name, sex and contact. */
export const getAboutMe = () => call(meEndpoints.about);

export const aboutMeQueryOptions = () =>
  queryOptions({ queryKey: ['ums-user', 'about-me'], queryFn: getAboutMe });

/** The personal info form's starting values. */
export const useAboutMe = () => useQuery(aboutMeQueryOptions());
