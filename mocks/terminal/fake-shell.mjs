// @ts-check
/**
 * The fake shell behind a mock terminal session: a prompt, line editing with echo, and a few
 * commands. Output goes through `io.write`, which sends it to every party of the session and
 * resolves when flow control lets the shell write more (so `stream 500` never buffers 500 MB).
 *
 *   help, whoami, hostname, pwd, id, uname [-a], date, uptime, df [-h], free [-m], echo ...,
 *   ls [-l] [dir], cat FILE, seq N, colors, clear, stream MB (N megabytes of numbered lines, for throughput), exit [code],
 *   drop-connection (mock only: cuts the caller's TCP connection, the session keeps running)
 *
 * Ctrl+C cancels the line or a running `stream`; Ctrl+D on an empty line exits; Ctrl+L clears.
 */

import { homeDir } from './demo-shells.mjs';
import { diskFree, memoryFree, uptime } from './host-stats.mjs';

/**
 * @typedef {object} ShellIO
 * @property {(data: string | Uint8Array) => Promise<void>} write  output to every party
 * @property {(code: number) => void} exit   the shell ended: the session ends
 *
 * @typedef {object} ShellCaller  the party whose keystrokes these are
 * @property {() => void} drop     cut this party's connection abruptly
 *
 * @typedef {object} FakeShell
 * @property {() => string} banner
 * @property {(data: string, caller: ShellCaller) => void} input
 * @property {() => void} dispose
 * @property {(cmdline: string) => { stdout: string, stderr: string, code: number }} exec
 *   run one command without a terminal (the assistant's command execution): LF line ends,
 *   errors on stderr with a non-zero code
 *
 * @typedef {object} FakeShellOptions
 * @property {string} login
 * @property {string} hostname
 * @property {string} nodeId
 * @property {string} clusterName
 * @property {string} user       the Teleport user who opened the session
 * @property {import('./demo-shells.mjs').Disks} disks
 * @property {ShellIO} io
 * @property {number} [tickerMs]  print a log line this often (the seeded "somebody else's" session)
 */

export const STREAM_CHUNK_BYTES = 64 * 1024;
export const STREAM_LINE_BYTES = 100;
const STREAM_MAX_MB = 4096;
const encoder = new TextEncoder();

const STREAM_FILLER = 'The quick brown fox jumps over the lazy dog; 0123456789 ABCDEFGHIJKLMNOPQRSTUVWX';
const STREAM_DIGITS_AT = 5; // after ESC [ 3 2 m
/** One chunk's worth of lines, built once; each chunk copies it and writes its line numbers in. */
const STREAM_TEMPLATE = encoder.encode(`\x1b[32m00000000\x1b[0m ${STREAM_FILLER}\r\n`.repeat(Math.ceil((64 * 1024) / STREAM_LINE_BYTES)));

/**
 * Numbered 100-byte lines (a green counter, 80 characters of text, CR LF) filling `size` bytes.
 * @param {number} firstLine
 * @param {number} size
 * @returns {{ bytes: Uint8Array, lines: number }}
 */
export function streamChunk(firstLine, size) {
  const lines = Math.ceil(size / STREAM_LINE_BYTES);
  const bytes = new Uint8Array(lines * STREAM_LINE_BYTES);
  for (let done = 0; done < bytes.length; done += STREAM_TEMPLATE.length) {
    bytes.set(STREAM_TEMPLATE.subarray(0, Math.min(STREAM_TEMPLATE.length, bytes.length - done)), done);
  }
  for (let i = 0; i < lines; i++) {
    let n = (firstLine + i) % 1e8;
    const at = i * STREAM_LINE_BYTES + STREAM_DIGITS_AT;
    for (let d = 7; d >= 0; d--) {
      bytes[at + d] = 48 + (n % 10);
      n = Math.floor(n / 10);
    }
  }
  return { bytes: bytes.length > size ? bytes.subarray(0, size) : bytes, lines };
}

/**
 * @param {FakeShellOptions} o
 * @returns {FakeShell}
 */
export function createFakeShell(o) {
  const home = homeDir(o.login);
  const cwd = home;
  const shortCwd = '~';
  const prompt = () => `\x1b[1;32m${o.login}@${o.hostname}\x1b[0m:\x1b[1;34m${shortCwd}\x1b[0m$ `;
  let line = '';
  let lastWasCr = false;
  let escape = '';
  let disposed = false;
  /** @type {{ cancelled: boolean } | null} */
  let streaming = null;
  o.disks.seedHome(o.nodeId, o.hostname, o.login);

  const ticker = o.tickerMs
    ? setInterval(() => {
        const t = new Date().toISOString().slice(11, 19);
        const paths = ['/api/orders', '/api/users/42', '/healthz', '/api/cart'];
        const p = paths[Math.floor(Math.random() * paths.length)];
        void o.io.write(`\r\x1b[2m${t}\x1b[0m GET ${p} 200 ${5 + Math.floor(Math.random() * 40)}ms\r\n${prompt()}${line}`);
      }, o.tickerMs)
    : null;
  ticker?.unref();

  /** @param {string[]} args */
  function ls(args) {
    const long = args.includes('-l') || args.includes('-la') || args.includes('-al');
    const target = args.find((a) => !a.startsWith('-')) ?? '.';
    const dir = o.disks.resolvePath(o.login, target === '.' ? cwd : target);
    if (!o.disks.isDir(o.nodeId, dir)) {
      return o.disks.read(o.nodeId, dir) ? `${target}\r\n` : `ls: cannot access '${target}': No such file or directory\r\n`;
    }
    const entries = o.disks.list(o.nodeId, dir);
    if (entries.length === 0) return '';
    if (!long) return `${entries.map((e) => (e.name.endsWith('/') ? `\x1b[1;34m${e.name.slice(0, -1)}\x1b[0m` : e.name)).join('  ')}\r\n`;
    return entries
      .map(
        (e) => `${e.name.endsWith('/') ? 'drwxr-xr-x' : '-rw-r--r--'} 1 ${o.login} ${o.login} ${String(e.size).padStart(8)} ${e.name}\r\n`,
      )
      .join('');
  }

  /** @param {string} file */
  function cat(file) {
    if (!file) return 'cat: missing file operand\r\n';
    const abs = o.disks.resolvePath(o.login, file);
    const bytes = o.disks.read(o.nodeId, abs);
    if (!bytes) return `cat: ${file}: ${o.disks.isDir(o.nodeId, abs) ? 'Is a directory' : 'No such file or directory'}\r\n`;
    const text = bytes.toString('utf8').replace(/\r?\n/g, '\r\n');
    return text.endsWith('\r\n') || text === '' ? text : `${text}\r\n`;
  }

  /** @param {number} mb */
  async function stream(mb) {
    const state = { cancelled: false };
    streaming = state;
    const total = Math.round(mb * 1024 * 1024);
    const started = Date.now();
    let sent = 0;
    let lineNo = 1;
    while (sent < total && !state.cancelled && !disposed) {
      const { bytes, lines } = streamChunk(lineNo, Math.min(STREAM_CHUNK_BYTES, total - sent));
      lineNo += lines;
      sent += bytes.length;
      await o.io.write(bytes);
    }
    streaming = null;
    if (disposed) return;
    const secs = Math.max((Date.now() - started) / 1000, 0.001);
    const what = state.cancelled ? '^C\r\nstream: interrupted after' : 'stream: sent';
    void o.io.write(`\x1b[0m\r\n${what} ${sent} bytes in ${secs.toFixed(2)} s (${(sent / 1048576 / secs).toFixed(1)} MB/s)\r\n${prompt()}`);
  }

  /**
   * @param {string} cmdline
   * @param {ShellCaller} caller
   * @returns {string | null}  output, or null when the command took over (exit, stream, drop)
   */
  function run(cmdline, caller) {
    const args = cmdline.trim().split(/\s+/).filter(Boolean);
    const cmd = args.shift() ?? '';
    const unquote = (/** @type {string} */ s) => s.replace(/^(["'])(.*)\1$/, '$2');
    switch (cmd) {
      case '':
        return '';
      case 'help':
        return (
          'Commands of this demo shell:\r\n' +
          '  whoami, hostname, pwd, id, uname [-a], date, uptime, df [-h], free [-m], echo TEXT\r\n' +
          '  ls [-l] [DIR], cat FILE\r\n' +
          '  seq N, colors, clear, exit [CODE]\r\n' +
          '  stream MB        print MB megabytes of numbered lines (throughput test; Ctrl+C stops)\r\n' +
          '  drop-connection  cut this browser connection; the session keeps running\r\n'
        );
      case 'whoami':
        return `${o.login}\r\n`;
      case 'hostname':
        return `${o.hostname}\r\n`;
      case 'pwd':
        return `${cwd}\r\n`;
      case 'id': {
        const uid = o.login === 'root' ? 0 : 1000;
        return `uid=${uid}(${o.login}) gid=${uid}(${o.login}) groups=${uid}(${o.login})\r\n`;
      }
      case 'uname':
        return args.includes('-a') ? `Linux ${o.hostname} 6.1.0-mock #1 SMP x86_64 GNU/Linux\r\n` : 'Linux\r\n';
      case 'date':
        return `${new Date().toUTCString()}\r\n`;
      case 'uptime':
        return `${uptime(o.hostname)}\r\n`;
      case 'df':
        return diskFree(o.hostname, args.includes('-h'));
      case 'free':
        return memoryFree(o.hostname);
      case 'echo':
        return `${args
          .map(unquote)
          .join(' ')
          .replace(/\$USER\b/g, o.login)
          .replace(/\$HOSTNAME\b/g, o.hostname)}\r\n`;
      case 'ls':
        return ls(args);
      case 'cat':
        return cat(unquote(args[0] ?? ''));
      case 'seq': {
        const n = Math.min(Number(args[0]) || 0, 100000);
        let out = '';
        for (let i = 1; i <= n; i++) out += `${i}\r\n`;
        return out;
      }
      case 'colors': {
        let out = '';
        for (let c = 0; c < 8; c++) out += `\x1b[3${c}m colour ${c} \x1b[1m bold \x1b[0m\x1b[4${c}m   \x1b[0m\r\n`;
        return out;
      }
      case 'clear':
        return '\x1b[2J\x1b[H';
      case 'exit':
      case 'logout':
        // After the echo of this line has gone out.
        queueMicrotask(() => void o.io.write('logout\r\n').then(() => o.io.exit(Number(args[0]) || 0)));
        return null;
      case 'stream': {
        const mb = Number(args[0] ?? 10);
        if (!Number.isFinite(mb) || mb <= 0 || mb > STREAM_MAX_MB) return `stream: size must be 1..${STREAM_MAX_MB} (megabytes)\r\n`;
        void stream(mb);
        return null;
      }
      case 'drop-connection':
        caller.drop(); // the next prompt goes to whoever is (or comes back) there
        return '';
      default:
        return `${cmd}: command not found\r\n`;
    }
  }

  return {
    banner: () =>
      `Welcome to ${o.hostname} (${o.clusterName}), a demo server of the mock backend.\r\n` +
      `Signed in as ${o.user}, login ${o.login}. Type \x1b[1mhelp\x1b[0m for the commands.\r\n\r\n` +
      prompt(),

    input(data, caller) {
      if (disposed) return;
      let out = '';
      for (const ch of data) {
        if (streaming) {
          if (ch === '\x03') streaming.cancelled = true;
          continue;
        }
        if (escape) {
          // Swallow cursor keys and other escape sequences: no history or cursor movement here.
          escape += ch;
          if (escape.length === 2 && ch !== '[' && ch !== 'O') escape = '';
          else if (escape.length > 2 && /[@-~]/.test(ch)) escape = '';
          continue;
        }
        if (ch === '\n' && lastWasCr) {
          lastWasCr = false;
          continue;
        }
        lastWasCr = ch === '\r';
        if (ch === '\x1b') escape = ch;
        else if (ch === '\r' || ch === '\n') {
          out += '\r\n';
          const result = run(line, caller);
          line = '';
          if (result === null) {
            if (out) void o.io.write(out);
            return;
          }
          out += result + prompt();
        } else if (ch === '\x7f' || ch === '\b') {
          if (line) {
            line = [...line].slice(0, -1).join('');
            out += '\b \b';
          }
        } else if (ch === '\x03') {
          out += `^C\r\n${prompt()}`;
          line = '';
        } else if (ch === '\x04') {
          if (!line) {
            void o.io.write(`${out}logout\r\n`).then(() => o.io.exit(0));
            return;
          }
        } else if (ch === '\x0c') {
          out += `\x1b[2J\x1b[H${prompt()}${line}`;
        } else if (ch >= ' ') {
          line += ch;
          out += ch;
        }
      }
      if (out) void o.io.write(out);
    },

    exec(cmdline) {
      const out = run(cmdline, { drop: () => {} }) ?? '';
      const text = out.replace(/\r\n/g, '\n');
      const failed = /^[\w.-]+: (.*command not found|.*No such file or directory|missing file operand|.*Is a directory|size must be)/.test(
        text,
      );
      if (failed) return { stdout: '', stderr: text, code: /command not found/.test(text) ? 127 : 1 };
      // Hosts whose name ends in an even digit have a stale network mount: df complains on stderr.
      if (/^df\b/.test(cmdline.trim()) && /[02468]$/.test(o.hostname)) {
        return { stdout: text, stderr: 'df: /mnt/backup: Stale file handle\n', code: 1 };
      }
      return { stdout: text, stderr: '', code: 0 };
    },

    dispose() {
      disposed = true;
      if (streaming) streaming.cancelled = true;
      if (ticker) clearInterval(ticker);
    },
  };
}
