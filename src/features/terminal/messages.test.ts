// @vitest-environment jsdom
import { reportedViolations, setStrictContract } from '@/api/contract-check';
import { describe, expect, it, vi } from 'vitest';
import {
  fileTransferDecisionPayload,
  fileTransferEvent,
  fileTransferRequestPayload,
  parseAuditEvent,
  parseMfaChallenge,
  parseSessionMetadata,
  ProtocolError,
  resizeOf,
  resizePayload,
} from './messages';
import { TEST_SESSION } from './test-transport';

const session = {
  ...TEST_SESSION,
  id: '7c1b0e9a-1111-4222-8333-944455556666',
  parties: null,
  login: 'root',
  participantModes: ['observer', 'peer', 'auditor'],
};

describe('terminal messages', () => {
  it('the resize payload carries size "W:H" (what the server reads) and the UI fields', () => {
    expect(JSON.parse(resizePayload(132, 43))).toEqual({ event: 'resize', width: 132, height: 43, size: '132:43' });
  });

  it('reads the session metadata, tolerating Go nulls', () => {
    const s = parseSessionMetadata(JSON.stringify({ session: { ...session, participantModes: ['observer', 'peer'] } }));
    expect(s.parties).toEqual([]);
    expect(s.participantModes).toEqual(['observer', 'peer']);
    expect(s.server_hostname).toBe('web-1');
  });

  it('a mode the contract does not know throws in dev, and in production is reported and dropped', () => {
    expect(() => parseSessionMetadata(JSON.stringify({ session }))).toThrow(/at session\.participantModes\.2/);
    setStrictContract(false);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(parseSessionMetadata(JSON.stringify({ session })).participantModes).toEqual(['observer', 'peer']);
      expect(reportedViolations.at(-1)).toMatchObject({ operationId: 'socket session metadata', field: 'session.participantModes.2' });
    } finally {
      setStrictContract(true);
      spy.mockRestore();
    }
  });

  it('rejects metadata that is not the contract shape, naming the field', () => {
    expect(() => parseSessionMetadata('{"session":{"id":5}}')).toThrow(ProtocolError);
    expect(() => parseSessionMetadata(JSON.stringify({ session: { ...session, moderated: 'yes' } }))).toThrow(/at session\.moderated/);
    expect(() => parseSessionMetadata('not json')).toThrow(/invalid session metadata: not JSON/);
  });

  it('reads audit events, resize sizes and file-transfer events', () => {
    const resize = parseAuditEvent(
      JSON.stringify({ event: 'resize', size: '100:30', time: '2024-05-01T10:00:00Z', extra: { kept: true } }),
    );
    expect(resize.extra).toEqual({ kept: true });
    expect(resizeOf(resize)).toEqual({ cols: 100, rows: 30 });
    expect(resizeOf(parseAuditEvent('{"event":"resize","size":"0:30"}'))).toBeNull();
    expect(resizeOf(parseAuditEvent('{"event":"session.join"}'))).toBeNull();
    expect(() => parseAuditEvent('{"code":"T2002I"}')).toThrow(/at event/);

    const ft = fileTransferEvent(
      parseAuditEvent(
        JSON.stringify({
          event: 'file_transfer_request',
          requestID: 'r1',
          requester: 'bob',
          approvers: null,
          location: '~/a',
          download: true,
        }),
      ),
    );
    expect(ft).toMatchObject({ requestID: 'r1', approvers: [], filename: '', download: true });
    expect(fileTransferEvent(parseAuditEvent('{"event":"file_transfer_request"}'))).toBeNull();
    expect(fileTransferEvent(resize)).toBeNull();
  });

  it('reads the MFA challenge and refuses malformed ones', () => {
    const c = parseMfaChallenge(
      JSON.stringify({
        webauthn_challenge: { publicKey: { challenge: 'abc-_', rpId: 'localhost', allowCredentials: [{ type: 'public-key', id: 'xyz' }] } },
        totp_challenge: false,
      }),
    );
    expect(c.webauthn_challenge?.publicKey.allowCredentials).toEqual([{ type: 'public-key', id: 'xyz' }]);
    expect(parseMfaChallenge('{"webauthn_challenge":null,"totp_challenge":true}').webauthn_challenge).toBeNull();
    expect(() => parseMfaChallenge('{"webauthn_challenge":{"publicKey":{"challenge":"a+b/"}}}')).toThrow(/invalid MFA challenge/);
    expect(() => parseMfaChallenge('{"webauthn_challenge":{"publicKey":{}}}')).toThrow(/invalid MFA challenge \(at webauthn_challenge/);
  });

  it('builds the file-transfer request and decision', () => {
    expect(JSON.parse(fileTransferRequestPayload({ download: false, location: '~/', filename: 'a.txt' }))).toEqual({
      event: 'file_transfer_request',
      download: false,
      location: '~/',
      filename: 'a.txt',
    });
    expect(JSON.parse(fileTransferDecisionPayload('r1', true))).toEqual({
      event: 'file_transfer_decision',
      requestId: 'r1',
      approved: true,
    });
    expect(() => fileTransferRequestPayload({ download: true, location: '' })).toThrow();
  });
});
