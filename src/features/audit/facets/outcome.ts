// Whether an audit event tells of a success or a failure. The rule, from Teleport's own source
// (gravitational/teleport v13/v14):
// - lib/events/codes.go: every event code ends in I (info), W (warning) or E (error); the failed
//   variant of an event has the same number with W or E (`user.login` T1000I / T1000W,
//   `db.session.query` TDB02I / `db.session.query.failed` TDB02W, `okta.sync.failure` TOK003E).
// - api/proto/teleport/legacy/types/events/events.proto, `Status`: events that embed it carry
//   `success` (a bool, always written) and `error` (written only when set).
// So an event is a failure when its code ends in W or E, or it says `success: false`, or it
// carries a non-empty `error`; otherwise (I, or another letter such as port.local's T3003S, or no
// code) it is a success.
import type { RawAuditEvent } from '@/features/audit/catalogue/format-event';

export type Outcome = 'success' | 'failure';
export const OUTCOMES: readonly Outcome[] = ['success', 'failure'];

export function outcomeOf(raw: RawAuditEvent): Outcome {
  const code = typeof raw.code === 'string' ? raw.code.trim() : '';
  if (/[WE]$/.test(code)) return 'failure';
  if (raw.success === false) return 'failure';
  if (typeof raw.error === 'string' && raw.error.trim() !== '') return 'failure';
  return 'success';
}
