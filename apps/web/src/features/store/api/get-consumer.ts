import { consumerEndpoints, consumerResource } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { resourceEndpoints } from '../../../components/crud/api/resource-endpoints';
import { call } from '../../../lib/endpoint-client';

/** `GET /consumer/id/<id>`: one consumer's profile. */
export const useConsumer = (id: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'one', id] as const,
    queryFn: () => call(resourceEndpoints(consumerResource).get, { params: { id } }, { quiet: true }),
    enabled: id > 0,
  });

/** `GET /consumer/id/<id>/tests`: the consumer's tests, oldest first, and the dimensions they score. */
export const useConsumerTests = (id: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'tests', id] as const,
    queryFn: () => call(consumerEndpoints.tests, { params: { id } }),
    enabled: id > 0,
  });

/** `GET /consumer/id/<id>/problems`: the questions chosen and the latest report's problems. */
export const useConsumerProblems = (id: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'problems', id] as const,
    queryFn: () => call(consumerEndpoints.problems, { params: { id } }),
    enabled: id > 0,
  });
