import { describe, expect, it } from 'vitest';
import { endedHeading } from './ended-reason';

describe('the heading of a closed session', () => {
  it('names a refused join as access denied', () => {
    expect(endedHeading('access denied: alice may not join session 6a1f as peer')).toBe('Access denied');
    expect(endedHeading('access denied to alice connecting to root@web-1 on cluster teleport.example.com')).toBe('Access denied');
  });

  it('names a session that is gone as not found', () => {
    expect(endedHeading('session "6a1f" not found or has ended')).toBe('Session not found');
  });

  it('says the session ended otherwise', () => {
    expect(endedHeading(null)).toBe('Session ended');
    expect(endedHeading('the node went away')).toBe('Session ended');
  });
});
