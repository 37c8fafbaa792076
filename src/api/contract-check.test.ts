import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { checkContract, isStrictContract, reportedViolations, setStrictContract } from './contract-check';
import { ContractError } from './errors';

const Ping = z.object({ server_version: z.string(), nested: z.object({ n: z.number() }).optional() });

afterEach(() => {
  setStrictContract(true);
  reportedViolations.length = 0;
  vi.restoreAllMocks();
});

describe('the contract check', () => {
  it('passes a conforming value without reporting anything', () => {
    expect(checkContract(Ping, { server_version: '16.4.0' }, 'getPing')).toBe(true);
    expect(reportedViolations).toEqual([]);
  });

  it('throws a ContractError naming the label and the field when strict (dev and tests)', () => {
    expect(isStrictContract()).toBe(true);
    let error: unknown;
    try {
      checkContract(Ping, { server_version: '1', nested: { n: 'x' } }, 'getPing');
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ operationId: 'getPing', field: 'nested.n' });
    expect((error as Error).message).toMatch(
      /^The server's answer to getPing is not in the expected form at nested\.n: .*check the proxy version\.$/,
    );
    expect(reportedViolations).toEqual([]);
  });

  it("throws the caller's own error when it gives one", () => {
    const strictError = (field: string, detail: string) => new RangeError(`${field} / ${detail}`);
    expect(() => checkContract(Ping, {}, 'socket ping', { strictError })).toThrow(RangeError);
    expect(() => checkContract(Ping, {}, 'socket ping', { strictError })).toThrow(/^server_version \/ /);
  });

  it('reports and lets the value pass in production', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    setStrictContract(false);
    expect(checkContract(Ping, { server_version: 7 }, 'socket ping', { strictError: () => new RangeError('not used') })).toBe(false);
    expect(reportedViolations).toEqual([
      {
        operationId: 'socket ping',
        field: 'server_version',
        message: expect.stringContaining('is not in the expected form at server_version'),
      },
    ]);
    expect(log).toHaveBeenCalledTimes(1);
  });
});
