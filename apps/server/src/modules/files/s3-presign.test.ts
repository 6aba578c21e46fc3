import { describe, expect, it } from 'vitest';
import { presignedAddress, s3Signer } from './s3-store';

/**
 * The presigned GET against the example AWS publishes for Signature Version 4 in the query
 * ("Authenticating Requests: Using Query Parameters"): s3rver, the bucket the other tests use,
 * does not check these signatures, so the published example is what holds ours to S3's.
 */
describe('presigned GETs', () => {
  it("sign as S3's published example does", async () => {
    const o = {
      endpoint: 'https://s3.amazonaws.com',
      region: 'us-east-1',
      bucket: 'examplebucket',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      forcePathStyle: false,
    };
    const url = new URL(
      await presignedAddress(s3Signer(o), o, 'test.txt', 86_400, {}, new Date('2013-05-24T00:00:00Z')),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://examplebucket.s3.amazonaws.com/test.txt');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20130524T000000Z',
      'X-Amz-Expires': '86400',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': 'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    });
    // The credential's slashes travel escaped, as S3 expects.
    expect(url.search).toContain(
      'X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request',
    );
  });
});
