// Why a session closed, as a heading: the server's error text tells a refused join from a session
// that is gone or one that simply ended.

export type EndedHeading = 'Access denied' | 'Session not found' | 'Session ended';

export function endedHeading(error: string | null | undefined): EndedHeading {
  if (!error) return 'Session ended';
  if (/access denied|permission denied|not allowed|forbidden/i.test(error)) return 'Access denied';
  if (/not found|does not exist|no such session/i.test(error)) return 'Session not found';
  return 'Session ended';
}
