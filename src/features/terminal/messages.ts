// The one place where terminal payloads are validated: everything the socket brings in goes
// through a parse function here, everything it sends out is built here. Each payload is checked
// against the contract's socket schema (`componentValidators.<Name>`, generated from openapi/)
// with the socket kit's JSON-payload helpers (strict in dev and tests, reported in production);
// the small local schemas then only normalize it for the UI (defaults, nil slices) and pin the
// few details the contract leaves open.
import { z } from 'zod';
import { componentValidators } from '@/api/gen/validators';
import { list, SessionSchema, PARTICIPANT_MODES, type ParticipantMode, type Session } from '@/shared/sessions/active-sessions';
import { ProtocolError } from '@/shared/socket-session/protocol-error';
import { readJsonPayload, writeJsonPayload } from '@/shared/socket-session/json-payload';

export { ProtocolError, PARTICIPANT_MODES, type ParticipantMode, type Session };

const text = z.string();

const TerminalSessionMetadataSchema = z.object({ session: SessionSchema });

export const TerminalRequestSchema = z.object({
  server_id: text,
  login: text,
  term: z.object({ w: z.number().int().positive().max(4095), h: z.number().int().positive().max(4095) }),
  sid: text.optional(),
  mode: z.enum(PARTICIPANT_MODES).optional(),
});
export type TerminalRequest = z.infer<typeof TerminalRequestSchema>;

const SIZE_RE = /^(\d{1,4}):(\d{1,4})$/;
export const TerminalResizeSchema = z.object({
  event: z.literal('resize').optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  size: text.regex(SIZE_RE),
});
export type TerminalResize = z.infer<typeof TerminalResizeSchema>;

export const TerminalAuditEventSchema = z.looseObject({
  event: text,
  code: text.optional(),
  time: text.optional(),
  sid: text.optional(),
  user: text.optional(),
});
export type TerminalAuditEvent = z.infer<typeof TerminalAuditEventSchema>;

/** The audit event of a file-transfer request and of its approval or denial. */
export const FileTransferEventSchema = z.looseObject({
  event: z.enum(['file_transfer_request', 'file_transfer_request_approve', 'file_transfer_request_deny']),
  requestID: text.min(1),
  requester: text.default(''),
  approvers: list(text),
  location: text,
  filename: text.default(''),
  download: z.boolean().default(false),
  sid: text.optional(),
});
export type FileTransferEvent = z.infer<typeof FileTransferEventSchema>;

export const FileTransferRequestSchema = z.object({
  event: z.literal('file_transfer_request'),
  download: z.boolean(),
  location: text.min(1),
  filename: text.optional(),
});
export const FileTransferDecisionSchema = z.object({
  event: z.literal('file_transfer_decision'),
  requestId: text.min(1),
  approved: z.boolean(),
});

const base64url = text.regex(/^[A-Za-z0-9_-]*={0,2}$/, 'not base64url');
export const MfaChallengeSchema = z.object({
  webauthn_challenge: z
    .object({
      publicKey: z.object({
        challenge: base64url.min(1),
        timeout: z.number().optional(),
        rpId: text.optional(),
        allowCredentials: list(z.object({ type: z.literal('public-key'), id: base64url.min(1), transports: list(text).optional() })),
        userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
      }),
    })
    .nullish(),
  totp_challenge: z.boolean().optional(),
});
export type MfaChallenge = z.infer<typeof MfaChallengeSchema>;

export const WebauthnAssertionResponseSchema = z.object({
  id: text,
  type: z.literal('public-key'),
  extensions: z.object({ appid: z.boolean() }).optional(),
  rawId: base64url,
  response: z.object({
    authenticatorData: base64url,
    clientDataJSON: base64url,
    signature: base64url,
    userHandle: base64url.nullish(),
  }),
});
export type WebauthnAssertionResponse = z.infer<typeof WebauthnAssertionResponseSchema>;

export const parseSessionMetadata = (payload: string): Session =>
  readJsonPayload(componentValidators.TerminalSessionMetadata, TerminalSessionMetadataSchema, 'session metadata', payload).session;
export const parseAuditEvent = (payload: string): TerminalAuditEvent =>
  readJsonPayload(componentValidators.TerminalAuditEvent, TerminalAuditEventSchema, 'audit event', payload);
export const parseMfaChallenge = (payload: string): MfaChallenge =>
  readJsonPayload(componentValidators.MfaChallenge, MfaChallengeSchema, 'MFA challenge', payload);
/** A file-transfer audit event, or null for any other event. */
export function fileTransferEvent(event: TerminalAuditEvent): FileTransferEvent | null {
  if (!String(event.event).startsWith('file_transfer_request')) return null;
  const result = FileTransferEventSchema.safeParse(event);
  return result.success ? result.data : null;
}

/** The size of a resize audit event ("W:H"), or null when the event is not a readable resize. */
export function resizeOf(event: TerminalAuditEvent): { cols: number; rows: number } | null {
  if (event.event !== 'resize') return null;
  const m = SIZE_RE.exec(String(event.size ?? ''));
  if (!m) return null;
  const cols = Number(m[1]);
  const rows = Number(m[2]);
  return cols > 0 && rows > 0 ? { cols, rows } : null;
}

/** The `w` payload: `size` "W:H" is what the server reads; event, width and height as the UI sends them. */
export function resizePayload(cols: number, rows: number): string {
  return writeJsonPayload(componentValidators.TerminalResize, TerminalResizeSchema, 'resize', {
    event: 'resize',
    width: cols,
    height: rows,
    size: `${cols}:${rows}`,
  });
}

export function fileTransferRequestPayload(req: { download: boolean; location: string; filename?: string }): string {
  return writeJsonPayload(componentValidators.FileTransferRequest, FileTransferRequestSchema, 'file transfer request', {
    event: 'file_transfer_request',
    ...req,
    filename: req.filename ?? '',
  });
}

export function fileTransferDecisionPayload(requestId: string, approved: boolean): string {
  return writeJsonPayload(componentValidators.FileTransferDecision, FileTransferDecisionSchema, 'file transfer decision', {
    event: 'file_transfer_decision',
    requestId,
    approved,
  });
}

export function mfaResponsePayload(response: WebauthnAssertionResponse): string {
  return writeJsonPayload(componentValidators.WebauthnAssertionResponse, WebauthnAssertionResponseSchema, 'MFA response', response);
}
