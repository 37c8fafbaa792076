// The conversation list when its call fails or answers in the wrong shape: the list kit's error
// (what failed, in words) with a Try again that works, as every other list; never a crash or a
// render loop, in development (the pipeline throws on a contract violation) and in production
// (the pipeline only reports it and hands the data on).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { setStrictContract } from '@/api/contract-check';
import { ConversationList } from './conversation-list';

const GOOD = {
  conversations: [
    { id: 'c-1', title: 'Disk space on the web servers', created_time: '2024-05-01T10:00:00Z' },
    { id: 'c-2', created_time: '2024-05-02T10:00:00Z' },
  ],
};

const respond = (body: string, status: number, type: string) => () => new Response(body, { status, headers: { 'Content-Type': type } });
const json = (body: unknown, status = 200) => respond(JSON.stringify(body), status, 'application/json');

/** Answers the list call with `first`, then with the good list; counts the calls. */
function stubList(first: () => Response) {
  let calls = 0;
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET' || path !== '/v1/webapi/assistant/conversations')
      throw new Error(`unexpected call ${request.method} ${path}`);
    calls++;
    return calls === 1 ? first() : json(GOOD)();
  });
  return () => calls;
}

function show() {
  renderWithProviders(<ConversationList activeId={null} onOpen={() => {}} onDeleted={() => {}} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
  setStrictContract(true);
});

/** The error is the list kit's, with the message; Try again loads the list. */
async function expectErrorThenRetry(calls: () => number, message: RegExp) {
  const alert = await screen.findByTestId('list-error');
  expect(within(alert).getByText('Could not load the conversations')).toBeTruthy();
  expect(alert.textContent).toMatch(message);
  expect(screen.queryByRole('navigation', { name: 'Conversations' })?.querySelectorAll('button')).toHaveLength(0);
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Disk space on the web servers')).toBeTruthy();
  expect(screen.getByText('Untitled conversation')).toBeTruthy();
  expect(screen.queryByTestId('list-error')).toBeNull();
  expect(calls()).toBe(2);
}

describe('ConversationList', () => {
  it('shows the conversations, newest first as the server sends them, untitled ones named so', async () => {
    stubList(json(GOOD));
    show();
    expect(await screen.findByText('Disk space on the web servers')).toBeTruthy();
    expect(screen.getByText('Untitled conversation')).toBeTruthy();
    expect(screen.queryByTestId('list-error')).toBeNull();
  });

  it.each([
    ['a 500 with a JSON error body', json({ error: { message: 'backend is on fire' } }, 500), /backend is on fire/],
    ['a 500 with no body', respond('', 500, 'text/plain'), /\w/],
    [
      'an HTML page with 200',
      respond('<!doctype html><html><body>proxy login</body></html>', 200, 'text/html'),
      /malformed response.*not JSON/,
    ],
    ['an empty 200', respond('', 200, 'application/json'), /empty answer/],
    [
      'an answer of the wrong shape',
      json({ conversations: 'nope' }),
      /listAssistantConversations is not in the expected form at conversations/,
    ],
  ])('%s: the error with a working Try again', async (_what, first, message) => {
    const calls = stubList(first);
    show();
    await expectErrorThenRetry(calls, message);
  });

  it.each([
    ['conversations is a string', { conversations: 'nope' }, /at conversations/],
    ['a row without an id', { conversations: [{ title: 'x', created_time: '2024-05-01T10:00:00Z' }] }, /at conversations\[0\]\.id/],
    ['no conversations key', {}, /at conversations/],
  ])(
    'in production (the pipeline hands a wrong answer on): %s is an error of the list, not a crash or a loop',
    async (_what, body, message) => {
      setStrictContract(false);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const calls = stubList(json(body));
      show();
      await expectErrorThenRetry(calls, message);
      expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(expect.stringMatching(/Maximum update depth/));
      errors.mockRestore();
    },
  );
});
