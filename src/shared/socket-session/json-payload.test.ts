import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { reportedViolations, setStrictContract } from '@/api/contract-check';
import { readJsonPayload, writeJsonPayload } from './json-payload';
import { ProtocolError } from './protocol-error';

// The contract says `kind` is one of two values; the local schema accepts any text and fills defaults.
const Contract = z.object({ kind: z.enum(['text', 'code']), body: z.string() });
const Local = z.object({
  kind: z.string(),
  body: z.string(),
  tags: z
    .array(z.string())
    .nullish()
    .transform((v) => v ?? []),
});

afterEach(() => {
  setStrictContract(true);
  reportedViolations.length = 0;
  vi.restoreAllMocks();
});

describe('JSON payloads of socket messages', () => {
  it('reads a conforming payload through the local schema', () => {
    expect(readJsonPayload(Contract, Local, 'chat message', '{"kind":"text","body":"hi","tags":null}')).toEqual({
      kind: 'text',
      body: 'hi',
      tags: [],
    });
  });

  it('a payload that breaks the contract throws a ProtocolError in dev and tests', () => {
    const read = () => readJsonPayload(Contract, Local, 'chat message', '{"kind":"image","body":"hi"}');
    expect(read).toThrow(ProtocolError);
    expect(read).toThrow('The server sent an invalid chat message (at kind)');
    expect(reportedViolations).toEqual([]);
  });

  it('in production it is reported as "socket <message>" and the local schema decides', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    setStrictContract(false);
    expect(readJsonPayload(Contract, Local, 'chat message', '{"kind":"image","body":"hi"}')).toEqual({
      kind: 'image',
      body: 'hi',
      tags: [],
    });
    expect(reportedViolations).toEqual([expect.objectContaining({ operationId: 'socket chat message', field: 'kind' })]);
    // What the local schema refuses is refused in production too.
    expect(() => readJsonPayload(Contract, Local, 'chat message', '{"kind":"image"}')).toThrow('(at body)');
  });

  it('refuses text that is not JSON', () => {
    expect(() => readJsonPayload(Contract, Local, 'chat message', '{nope')).toThrow('The server sent an invalid chat message: not JSON');
  });

  it('writes a payload only when both schemas accept it', () => {
    expect(JSON.parse(writeJsonPayload(Contract, Local, 'chat message', { kind: 'code', body: 'ls' }))).toEqual({
      kind: 'code',
      body: 'ls',
      tags: [],
    });
    expect(() => writeJsonPayload(Contract, Local, 'chat message', { kind: 'code' })).toThrow('(at body)');
    expect(() => writeJsonPayload(Contract, Local, 'chat message', { kind: 'video', body: '' })).toThrow('(at kind)');
  });
});
