import { describe, expect, it } from 'vitest';
import { outcomeOf } from './outcome';

describe('outcomeOf', () => {
  it('reads the code: I (and other letters) succeed, W and E fail', () => {
    expect(outcomeOf({ event: 'user.login', code: 'T1000I', success: true })).toBe('success');
    expect(outcomeOf({ event: 'user.login', code: 'T1000W', success: false })).toBe('failure');
    expect(outcomeOf({ event: 'db.session.query.failed', code: 'TDB02W' })).toBe('failure');
    expect(outcomeOf({ event: 'okta.sync.failure', code: 'TOK003E' })).toBe('failure');
    expect(outcomeOf({ event: 'port.local', code: 'T3003S' })).toBe('success');
  });

  it('reads success: false and a non-empty error when the code does not tell', () => {
    expect(outcomeOf({ event: 'x', code: 'T9999I', success: false })).toBe('failure');
    expect(outcomeOf({ event: 'x', error: 'permission denied' })).toBe('failure');
    expect(outcomeOf({ event: 'x', error: '  ' })).toBe('success');
    expect(outcomeOf({ event: 'x', success: 'false' })).toBe('success');
    expect(outcomeOf({})).toBe('success');
  });
});
