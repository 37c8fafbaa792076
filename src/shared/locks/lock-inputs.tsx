// A lock's message and expiry (TTL) fields, as Create New Lock and the bulk Lock selected ask for
// them: the TTL's hint says when it would expire, and a TTL the server would refuse shows why (once
// the form was submitted).
import { Textarea, TextInput } from '@mantine/core';
import { lockTtlHint } from './lock-ttl';

export interface LockInputsProps {
  message: string;
  onMessage: (message: string) => void;
  ttl: string;
  onTtl: (ttl: string) => void;
  /** Why the TTL is refused (shown in place of its label), or null. */
  ttlError: string | null;
  /** The message box grows to this many rows. */
  maxRows?: number;
  ttlMaxWidth?: number;
}

export function LockInputs({ message, onMessage, ttl, onTtl, ttlError, maxRows = 4, ttlMaxWidth }: LockInputsProps) {
  return (
    <>
      <Textarea
        label="Message"
        description="Shown to those locked out."
        placeholder="Going down for maintenance"
        autosize
        minRows={2}
        maxRows={maxRows}
        maxLength={2000}
        value={message}
        onChange={(e) => onMessage(e.currentTarget.value)}
      />
      <TextInput
        label={ttlError ?? 'Expires after (TTL)'}
        placeholder="2h45m, 5h; empty = never"
        description={<span data-testid="ttl-hint">{lockTtlHint(ttl)}</span>}
        error={Boolean(ttlError)}
        value={ttl}
        onChange={(e) => onTtl(e.currentTarget.value)}
        maw={ttlMaxWidth}
        maxLength={64}
      />
    </>
  );
}
