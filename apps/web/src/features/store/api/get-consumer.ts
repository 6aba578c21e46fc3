import { type Consumer, consumerResource, type TestRecord } from '@skin/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/api-client';

/** A test of the consumer's history with the score of every dimension. */
export type ConsumerTest = TestRecord & { scores: { diseaseId: number; score: number }[] };

/** `GET /consumer/id/<id>`: one consumer's profile. */
export const useConsumer = (id: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'one', id] as const,
    queryFn: () => request<Consumer>(`/${consumerResource.path}/id/${id}`, { quiet: true }),
    enabled: id > 0,
  });

/** `GET /consumer/id/<id>/tests`: the consumer's tests, oldest first. */
export const useConsumerTests = (id: number) =>
  useQuery({
    queryKey: [consumerResource.name, 'tests', id] as const,
    queryFn: () => request<ConsumerTest[]>(`/${consumerResource.path}/id/${id}/tests`),
    enabled: id > 0,
  });
