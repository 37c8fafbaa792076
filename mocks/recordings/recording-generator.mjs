// @ts-check
/**
 * One long SSH recording for the player's benchmark: about 10 MB of colourful, realistic shell
 * output over 30 minutes (typed commands, `ls`, coloured logs, `top` screens redrawn in place,
 * progress bars, `git log --graph`, a big `jq` dump, clear-screens and terminal resizes). It is
 * deterministic (a seeded random generator), so a timestamp or a search hit means the same
 * moment on every run, and built only when first asked for (about a second), then kept.
 */
import { createHash } from 'node:crypto';
import { seededRandom } from '../world/scale.mjs';

export const BENCH_SID = '00000000-0000-4000-8000-000000100000';
export const BENCH_DURATION_MS = 30 * 60_000;
/** The output's size: at least this many bytes. */
export const BENCH_TARGET_BYTES = 10_000_000;

const SIZES = [
  [120, 40],
  [160, 48],
  [100, 30],
  [132, 43],
  [200, 56],
];
const ESC = '\x1b[';
const CLEAR = `${ESC}H${ESC}2J`;
const c = (/** @type {string} */ code, /** @type {string} */ text) => `${ESC}${code}m${text}${ESC}0m`;

/** The world's seeded generator (mulberry32) with integer and pick helpers. @param {number} seed */
function random(seed) {
  const next = seededRandom(seed);
  return {
    next,
    int: (/** @type {number} */ lo, /** @type {number} */ hi) => lo + Math.floor(next() * (hi - lo + 1)),
    /** @template T @param {readonly T[]} list @returns {T} */
    pick: (list) => /** @type {any} */ (list[Math.floor(next() * list.length)]),
  };
}

const uid = (/** @type {string} */ seed) => {
  const h = createHash('sha256').update(seed).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
};

const SERVICES = ['api', 'worker', 'billing', 'auth', 'gateway', 'scheduler', 'search', 'mailer'];
const PATHS = ['/api/orders', '/api/users/42', '/healthz', '/api/cart', '/api/invoices?page=3', '/metrics', '/api/login'];
const WORDS = ['cache', 'replica', 'shard', 'queue', 'session', 'token', 'bucket', 'index', 'lease', 'snapshot'];
const FILES = [
  'app.py',
  'Dockerfile',
  'Makefile',
  'README.md',
  'config.yaml',
  'main.go',
  'go.mod',
  'package.json',
  'deploy.sh',
  'notes.txt',
];
const DIRS = ['src', 'vendor', 'scripts', 'docs', 'build', '.git', 'tests', 'migrations'];
const PROCS = ['postgres', 'nginx', 'node', 'python3', 'java', 'redis-server', 'sshd', 'containerd', 'kubelet', 'teleport'];

/**
 * @param {{ sid: string, user: string, login: string, serverId: string, hostname: string, addr: string,
 *           clusterName: string, start: number }} info
 * @returns {{ events: Record<string, any>[], bytes: Buffer }}
 */
export function generateBenchRecording(info) {
  const r = random(0x5eed_100);
  /** @type {{ t: number, kind: 'print' | 'resize', text?: string, size?: [number, number] }[]} */
  const steps = [];
  let t = 0;
  let bytes = 0;
  let [w, h] = /** @type {[number, number]} */ (SIZES[0]);
  /** @param {number} gap @param {string} text */
  const print = (gap, text) => {
    t += gap;
    steps.push({ t, kind: 'print', text });
    bytes += Buffer.byteLength(text);
  };
  const clock = () => {
    const d = new Date(info.start + t);
    return d.toISOString().slice(11, 23);
  };
  const prompt = () => `${c('1;32', `${info.login}@${info.hostname}`)}:${c('1;34', '~/app')}$ `;
  /** @param {string} cmd */
  const type = (cmd) => {
    print(r.int(400, 2500), prompt());
    for (const ch of cmd) print(r.int(50, 220), ch);
    print(r.int(100, 400), '\r\n');
  };

  const scenes = {
    ls() {
      type(r.pick(['ls -la --color', 'ls -l', 'ls -la src']));
      let out = `total ${r.int(40, 400)}\r\n`;
      const n = r.int(12, 30);
      for (let i = 0; i < n; i++) {
        const dir = r.next() < 0.3;
        const name = dir ? r.pick(DIRS) : r.pick(FILES);
        const exec = !dir && name.endsWith('.sh');
        const shown = dir ? c('1;34', name) : exec ? c('1;32', name) : name;
        out += `${dir ? 'drwxr-xr-x' : exec ? '-rwxr-xr-x' : '-rw-r--r--'} 1 ${info.login} ${info.login} ${String(r.int(64, 99999)).padStart(6)} Jul ${String(r.int(1, 28)).padStart(2)} ${String(r.int(0, 23)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')} ${shown}\r\n`;
      }
      print(r.int(20, 120), out);
    },
    logs() {
      const svc = r.pick(SERVICES);
      type(`journalctl -fu ${svc} --no-pager`);
      const n = r.int(60, 400);
      for (let i = 0; i < n;) {
        let burst = '';
        const k = Math.min(n - i, r.int(1, 12));
        for (let j = 0; j < k; j++, i++) {
          const roll = r.next();
          const level = roll < 0.08 ? c('1;31', 'ERROR') : roll < 0.2 ? c('33', 'WARN ') : c('32', 'INFO ');
          const msg =
            roll < 0.08
              ? `failed to renew ${r.pick(WORDS)} lease: context deadline exceeded (attempt ${r.int(1, 5)})`
              : `${r.pick(['GET', 'POST', 'PUT'])} ${r.pick(PATHS)} ${c('36', String(r.pick([200, 200, 201, 204, 304, 404])))} ${r.int(2, 900)}ms ${r.pick(WORDS)}=${r.int(1, 9999)}`;
          burst += `${c('2', clock())} ${level} ${c('35', `${svc}[${r.int(1000, 9999)}]`)} ${msg}\r\n`;
        }
        print(r.int(30, 900), burst);
      }
      print(r.int(200, 1500), '^C\r\n');
    },
    top() {
      type('top');
      const frames = r.int(6, 24);
      for (let f = 0; f < frames; f++) {
        let out = f === 0 ? CLEAR : `${ESC}H`;
        out += `top - ${clock().slice(0, 8)} up 16 days, ${r.int(1, 23)}:${String(r.int(0, 59)).padStart(2, '0')},  1 user,  load average: ${(r.next() * 3).toFixed(2)}, ${(r.next() * 2).toFixed(2)}, ${(r.next() * 2).toFixed(2)}${ESC}K\r\n`;
        out += `Tasks: ${r.int(150, 260)} total,   ${r.int(1, 6)} running, ${r.int(140, 250)} sleeping${ESC}K\r\n`;
        out += `%Cpu(s): ${c('1', (r.next() * 40).toFixed(1))} us,  ${(r.next() * 10).toFixed(1)} sy,  ${(60 + r.next() * 39).toFixed(1)} id${ESC}K\r\n`;
        out += `MiB Mem :  15928.4 total,   ${r.int(800, 9000)}.${r.int(0, 9)} free${ESC}K\r\n${ESC}K\r\n`;
        out += `${ESC}7m    PID USER      PR  NI    VIRT    RES  %CPU  %MEM     TIME+ COMMAND${' '.repeat(Math.max(0, w - 72))}${ESC}0m\r\n`;
        for (let i = 0; i < h - 8; i++) {
          const cpu = r.next() * (i < 3 ? 90 : 5);
          const line = `${String(r.int(1, 99999)).padStart(7)} ${r.pick(['root', info.login, 'postgres', 'www-data']).padEnd(9)} 20   0 ${String(r.int(10000, 9999999)).padStart(7)} ${String(r.int(1000, 999999)).padStart(6)} ${cpu.toFixed(1).padStart(5)} ${(r.next() * 8).toFixed(1).padStart(5)} ${r.int(0, 99)}:${String(r.int(0, 59)).padStart(2, '0')}.${String(r.int(0, 99)).padStart(2, '0')} ${r.pick(PROCS)}`;
          out += `${cpu > 20 ? c('1', line) : line}${ESC}K\r\n`;
        }
        print(f === 0 ? r.int(100, 300) : r.int(1000, 3000), out);
      }
      print(r.int(300, 2000), `q${CLEAR}`);
    },
    progress() {
      type(`sudo apt-get install -y ${r.pick(['htop', 'jq', 'postgresql-client', 'nginx', 'ripgrep'])}`);
      print(r.int(300, 1200), 'Reading package lists... Done\r\nBuilding dependency tree... Done\r\n');
      const width = Math.max(20, Math.min(60, w - 30));
      for (let p = 0; p <= 100; p += r.int(2, 9)) {
        const done = Math.round((p / 100) * width);
        print(r.int(40, 400), `\rProgress: [${c('32', '#'.repeat(done))}${'.'.repeat(width - done)}] ${String(p).padStart(3)}%`);
      }
      print(r.int(100, 400), `\r${ESC}KSetting up packages ... ${c('1;32', '✔ done')}\r\n`);
    },
    git() {
      type('git log --graph --oneline --decorate -n 80');
      let out = '';
      const n = r.int(30, 80);
      for (let i = 0; i < n; i++) {
        const hash = uid(`${t}-${i}`).slice(0, 7);
        const graph = r.next() < 0.2 ? `${c('31', '|')}${c('32', '\\')}  ` : `${c('31', '*')}   `;
        out += `${graph}${c('33', hash)} ${i === 0 ? `${c('1;36', '(HEAD -> main, origin/main)')} ` : ''}${r.pick(['Fix', 'Add', 'Refactor', 'Bump', 'Document'])} ${r.pick(WORDS)} ${r.pick(['handling', 'metrics', 'retry', 'tests', 'config'])}\r\n`;
      }
      print(r.int(50, 200), out);
    },
    dump() {
      type(`curl -s localhost:8080/api/${r.pick(['orders', 'users', 'audit'])} | jq .`);
      const n = r.int(800, 2400);
      let out = '';
      for (let i = 0; i < n; i++) {
        out += `  {\r\n    ${c('34;1', '"id"')}: ${c('0', String(r.int(1, 999999)))},\r\n    ${c('34;1', '"state"')}: ${c('32', `"${r.pick(['ready', 'pending', 'failed', 'shipped'])}"`)},\r\n    ${c('34;1', '"owner"')}: ${c('32', `"${r.pick(['alice', 'bob', 'carol', 'dave'])}@example.com"`)}\r\n  },\r\n`;
        if (out.length > 8192) {
          print(r.int(1, 30), out);
          out = '';
        }
      }
      print(r.int(1, 30), `${out}]\r\n`);
    },
    clear() {
      type('clear');
      print(r.int(20, 80), CLEAR);
    },
    deploy() {
      type('./deploy.sh production');
      for (const step of ['Building image', 'Pushing image', 'Running migrations', 'Rolling out', 'Health checks']) {
        print(r.int(800, 6000), `${c('1;36', '==>')} ${step}...\r\n`);
      }
      print(r.int(500, 3000), `${c('1;32', 'deploy finished')} in ${r.int(40, 300)}s\r\n`);
    },
  };
  const names = /** @type {(keyof typeof scenes)[]} */ (Object.keys(scenes));
  print(300, `Welcome to ${info.hostname} (${info.clusterName}). Last login: from 203.0.113.10\r\n`);
  let scene = 0;
  while (bytes < BENCH_TARGET_BYTES) {
    scenes[scene === 0 ? 'ls' : r.pick(names)]();
    scene++;
    if (scene % 9 === 0) {
      [w, h] = /** @type {[number, number]} */ (SIZES[(scene / 9) % SIZES.length]);
      t += r.int(500, 3000);
      steps.push({ t, kind: 'resize', size: [w, h] });
    }
  }
  type('exit');
  print(200, 'logout\r\n');

  // Stretch the timeline to the recording's length.
  const scale = (BENCH_DURATION_MS - 1000) / t;
  /** @type {Record<string, any>[]} */
  const events = [];
  /** @type {Buffer[]} */
  const chunks = [];
  let offset = 0;
  let ci = 0;
  const time = (/** @type {number} */ ms) => new Date(info.start + ms).toISOString();
  const base = { cluster_name: info.clusterName, sid: info.sid, namespace: 'default', login: info.login, server_id: info.serverId };
  events.push({
    ei: 0,
    event: 'session.start',
    uid: uid('start'),
    code: 'T2000I',
    time: time(0),
    ms: 0,
    ...base,
    server_hostname: info.hostname,
    server_addr: info.addr,
    user: info.user,
    size: `${SIZES[0]?.[0]}:${SIZES[0]?.[1]}`,
    session_recording: 'node',
    interactive: true,
    proto: 'ssh',
  });
  for (const s of steps) {
    const ms = Math.round(s.t * scale);
    if (s.kind === 'resize') {
      const size = `${s.size?.[0]}:${s.size?.[1]}`;
      events.push({
        ei: events.length,
        event: 'resize',
        uid: uid(`resize-${ms}`),
        code: 'T2002I',
        time: time(ms),
        ms,
        ...base,
        user: info.user,
        size,
      });
      continue;
    }
    const chunk = Buffer.from(s.text ?? '', 'utf8');
    events.push({ ei: events.length, event: 'print', time: time(ms), ms, offset, bytes: chunk.length, ci: ci++ });
    chunks.push(chunk);
    offset += chunk.length;
  }
  events.push({
    ei: events.length,
    event: 'session.end',
    uid: uid('end'),
    code: 'T2004I',
    time: time(BENCH_DURATION_MS),
    ms: BENCH_DURATION_MS,
    ...base,
    user: info.user,
  });
  return { events, bytes: Buffer.concat(chunks) };
}
