// Set-up steps shared by `npm start` and `npm test`. Node built-ins only: this runs before
// dependencies exist on a fresh clone.
import { spawnSync } from 'node:child_process';
import { statSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** Node 20.19 or newer (Vite 8 needs it). */
export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) throw new Error(`Node.js >= 20.19 is required (this is ${process.version}).`);
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  checkNode();
  if (process.env.SKIP_INSTALL === '1') return;
  const lockTime = mtime(path.join(root, 'package-lock.json'));
  const markerTime = mtime(path.join(root, 'node_modules/.package-lock.json'));
  let reason = '';
  if (markerTime === null) reason = 'node_modules is missing or was not installed by npm';
  else if (lockTime !== null && lockTime > markerTime) reason = 'package-lock.json is newer than node_modules';
  if (!reason) return;
  console.log(`> Installing dependencies with npm ci (${reason}) ...`);
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) throw new Error('npm ci failed: see the output above');
}

function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Debian's Chromium for the browser tests; installed through apt when running as root. */
export function ensureChromium() {
  const wanted = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (executable(wanted)) return wanted;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is not installed at ${wanted}. Install Debian's package (sudo apt-get install -y chromium) ` +
        'or point CHROMIUM_PATH at a Chromium binary, then run the tests again.',
    );
  }
  console.log('> Installing Chromium from Debian packages (apt-get install chromium) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (run('apt-get', ['update', '-qq'], { env }) !== 0) throw new Error('apt-get update failed');
  if (run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { env }) !== 0)
    throw new Error('apt-get install chromium failed');
  if (!executable(wanted)) throw new Error(`Chromium was installed but ${wanted} is not there; set CHROMIUM_PATH`);
  return wanted;
}
