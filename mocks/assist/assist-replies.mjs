// @ts-check
/**
 * What the mock assistant answers (mocks/assist/assist-chat.mjs): a pure function of the user's text.
 *
 *   contains "rate limit"             → the backend's rate-limit error (CHAT_MESSAGE_ERROR); the socket
 *                                       stays open and the question is not stored
 *   contains "error"                  → an error (CHAT_MESSAGE_ERROR, then the socket closes)
 *   contains "markup"                 → hostile markdown (raw <script>, <img onerror>, a javascript:
 *                                       link, links to another host) to test the UI's safety
 *   contains "drop"                   → half of a markdown answer, then the connection is cut
 *                                       (no finalize, no close frame): a socket that drops mid-answer
 *   contains "disk"                   → proposes `df -h` on web-prod-01 and web-prod-02 (by name)
 *   contains "memory"                 → proposes `free -m` on the same two servers
 *   contains "run" or "command"       → proposes `uptime` on the servers labelled team=search
 *                                       (search-indexer-blue and -green; root works only on blue)
 *   anything else                     → a markdown answer: a paragraph, a list, a fenced code block
 *
 * The servers are in the contract's listNodes examples (what the console lists) and have fake
 * shells (mocks/terminal/demo-shells.mjs contractNodes).
 */

/**
 * @typedef {(
 *   | { kind: 'error' }
 *   | { kind: 'rate-limit' }
 *   | { kind: 'text', progress: string[], text: string, dropAfter?: number }
 *   | { kind: 'command', progress: string[], command: string, nodes?: string[], labels?: Array<{ key: string, value: string }> }
 * )} Reply
 */

export const DISK_NODES = Object.freeze(['web-prod-01', 'web-prod-02']);
export const SEARCH_LABEL = Object.freeze({ key: 'team', value: 'search' });

/** @param {string} question */
function markdownAnswer(question) {
  const topic = question.trim().replace(/\s+/g, ' ').slice(0, 80) || 'your question';
  return [
    `Here is what I found about **${topic.replace(/[*_`[\]<>]/g, '')}**. The cluster has servers, databases and`,
    'applications; you can check most things from one place.',
    '',
    'Things to look at first:',
    '',
    '- the **Servers** page, to see which servers are online;',
    '- the `Audit log`, for what changed recently;',
    '- active sessions, for who is connected right now.',
    '',
    'To check a server from a terminal:',
    '',
    '```sh',
    'tsh ls env=prod',
    'tsh ssh root@web-prod-01 uptime',
    '```',
    '',
    'Ask me to *run* a command and I will propose one for your servers.',
  ].join('\n');
}

const HOSTILE = [
  'This answer carries markup that must stay text: <script>alert("xss")</script> and',
  '<img src=x onerror="alert(1)"> and <b onclick="alert(2)">bold?</b>',
  '',
  '- [a javascript link](javascript:alert(document.cookie))',
  '- [a link to another host](https://evil.example.net/login)',
  '- <a href="https://evil.example.net/raw">a raw HTML link</a>',
  '- ![an image from elsewhere](https://evil.example.net/pixel.png)',
  '',
  '<iframe src="https://evil.example.net"></iframe>',
  '',
  '```html',
  '<script>alert("inside a code block this is only text")</script>',
  '```',
].join('\n');

/**
 * @param {string} text the user's message
 * @returns {Reply}
 */
export function replyTo(text) {
  const t = text.toLowerCase();
  if (/rate[ -]?limit/.test(t)) return { kind: 'rate-limit' };
  if (t.includes('error')) return { kind: 'error' };
  if (t.includes('markup')) return { kind: 'text', progress: ['Thinking'], text: HOSTILE };
  if (t.includes('drop')) {
    const answer = markdownAnswer(text);
    return { kind: 'text', progress: ['Thinking'], text: answer, dropAfter: Math.floor(words(answer).length / 2) };
  }
  if (t.includes('disk')) {
    return { kind: 'command', progress: ['Nodes search', 'Command generation'], command: 'df -h', nodes: [...DISK_NODES] };
  }
  if (t.includes('memory')) {
    return { kind: 'command', progress: ['Nodes search', 'Command generation'], command: 'free -m', nodes: [...DISK_NODES] };
  }
  if (/\brun\b|command/.test(t)) {
    return { kind: 'command', progress: ['Nodes search', 'Command generation'], command: 'uptime', labels: [{ ...SEARCH_LABEL }] };
  }
  return { kind: 'text', progress: ['Nodes search'], text: markdownAnswer(text) };
}

/** What a progress step says (the `reasoning` of its payload). @param {string} action */
export function reasoningFor(action) {
  switch (action) {
    case 'Nodes search':
      return 'Looking for the servers the question is about.';
    case 'Command generation':
      return 'Writing a command that answers the question.';
    default:
      return 'Working out an answer.';
  }
}

/**
 * The pieces an answer streams in: one word with the whitespace after it each.
 * @param {string} text
 */
export function words(text) {
  return text.match(/\s*\S+\s*/g) ?? [text];
}
