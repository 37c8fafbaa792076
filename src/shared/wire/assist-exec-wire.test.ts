import { describe, it, expect } from 'vitest';
import {
  base64ToBytes,
  buildCommandOutput,
  buildExecutionParams,
  bytesToBase64,
  createNodeOutputDecoder,
  parseCommandOutput,
  parseCommandSessionEnd,
  parseCommandSessionMetadata,
  parseExecutionParams,
} from './assist-exec-wire.mjs';

describe('command execution socket', () => {
  const params = { command: 'df -h', login: 'root', query: 'name == "a"', conversation_id: 'c1', execution_id: 'x1' };

  it('params round-trip; every key is required', () => {
    expect(parseExecutionParams(buildExecutionParams(params))).toEqual({ ok: true, value: params });
    for (const key of Object.keys(params)) {
      expect(parseExecutionParams({ ...params, [key]: '' }).ok).toBe(false);
      expect(parseExecutionParams({ ...params, [key]: 1 }).ok).toBe(false);
    }
    expect(parseExecutionParams('%7B').ok).toBe(false);
  });

  it('output frames round-trip text and bytes as base64', () => {
    const json = buildCommandOutput({ nodeId: 'n1', type: 'stdout', data: 'Filesystem ✓\n' });
    expect(JSON.parse(json)).toEqual({ node_id: 'n1', type: 'stdout', payload: Buffer.from('Filesystem ✓\n').toString('base64') });
    const r = parseCommandOutput(json);
    expect(r.ok && new TextDecoder().decode(r.value.bytes)).toBe('Filesystem ✓\n');
    expect(parseCommandOutput({ node_id: '', type: 'summary', payload: null })).toEqual({
      ok: true,
      value: { nodeId: '', type: 'summary', bytes: new Uint8Array() },
    });
  });

  it('output frames with an unknown type, bad base64 or wrong types are refused', () => {
    expect(parseCommandOutput('{"node_id":"n","type":"stdin","payload":""}').ok).toBe(false);
    expect(parseCommandOutput('{"node_id":"n","type":"stdout","payload":"***"}').ok).toBe(false);
    expect(parseCommandOutput('{"node_id":"n","type":"stdout","payload":"abcde"}').ok).toBe(false);
    expect(parseCommandOutput('{"node_id":3,"type":"stdout","payload":""}').ok).toBe(false);
    expect(parseCommandOutput('garbage').ok).toBe(false);
  });

  it('session end and session metadata payloads', () => {
    expect(parseCommandSessionEnd('{"node_id":"n1"}')).toEqual({ ok: true, value: { nodeId: 'n1' } });
    expect(parseCommandSessionEnd('{}').ok).toBe(false);
    expect(parseCommandSessionMetadata({ session: { id: 's', server_id: 'n', server_hostname: 'web', login: 'root', extra: 1 } })).toEqual({
      ok: true,
      value: { sessionId: 's', serverId: 'n', serverHostname: 'web', login: 'root' },
    });
    expect(parseCommandSessionMetadata({ session: {} }).ok).toBe(false);
    expect(parseCommandSessionMetadata({ session: 'x' }).ok).toBe(false);
  });

  it('base64 helpers handle large inputs and reject junk', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(base64ToBytes('aGk')).toEqual(new TextEncoder().encode('hi'));
    expect(base64ToBytes('a-b_')).toBeNull();
  });

  it('the node decoder joins characters split across frames and keeps nodes apart', () => {
    const d = createNodeOutputDecoder();
    const snow = new TextEncoder().encode('☃€'); // 3 + 3 bytes
    expect(d.push('a', snow.subarray(0, 2))).toBe('');
    expect(d.push('b', new TextEncoder().encode('ok'))).toBe('ok');
    expect(d.push('a', snow.subarray(2, 4))).toBe('☃');
    expect(d.push('a', new Uint8Array([0xe2]), 'stderr')).toBe('');
    expect(d.push('a', snow.subarray(4))).toBe('€');
    expect(d.end('a')).toBe('\uFFFD'); // the dangling stderr byte
    expect(d.end('missing')).toBe('');
  });
});
