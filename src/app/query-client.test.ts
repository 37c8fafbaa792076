import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '@/api/errors';
import { ShellDataError } from '@/platform/shell-data';
import { shouldRetry } from './query-client';

const apiError = (status: number) => new ApiError('failed', new Response(null, { status }));

describe('which failed reads are asked again', () => {
  it('retries network trouble and 5xx twice, then stops', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, apiError(503))).toBe(true);
    expect(shouldRetry(2, apiError(503))).toBe(false);
  });

  it('does not retry a 4xx', () => {
    expect(shouldRetry(0, apiError(403))).toBe(false);
    expect(shouldRetry(0, apiError(404))).toBe(false);
  });

  it('does not retry an answer of the wrong shape: it would only be the same error later', () => {
    expect(shouldRetry(0, new ContractError('listClusters', 'clusters', 'expected an array'))).toBe(false);
    expect(shouldRetry(0, new ShellDataError('not a list of clusters'))).toBe(false);
  });
});
