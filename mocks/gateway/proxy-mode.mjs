// @ts-check
/**
 * Proxy mode: the API and WebSockets go to a real Teleport-class proxy (http or https), requests
 * and cookies unchanged (Host is set to the upstream; an `Origin` header is rewritten to the
 * upstream origin so origin checks pass). index.html is still served from dist/, but for every
 * page load the gateway GETs upstream `/web/login` with the browser's cookies, copies its
 * `grv_csrf_token` and `grv_bearer_token` meta values into our index.html and passes the upstream's
 * Set-Cookie headers (`__Host-grv_csrf`, …) through.
 *
 * LIMITS (kept simple on purpose): the upstream's cookies are `__Host-…; Secure`, which browsers
 * only store over https, so login only sticks when the gateway itself serves https; upstream
 * certificates are verified unless INSECURE_SKIP_VERIFY=1; no SSO redirect is rewritten; app
 * access (app FQDNs) is not supported; one extra upstream round trip per index.html load.
 */
import { describeError, readAll } from './http-util.mjs';
import { requestTo } from './forward.mjs';

/**
 * @param {string} html
 * @param {string} name
 */
export function readMeta(html, name) {
  for (const m of html.matchAll(/<meta\b[^>]*>/gi)) {
    const tag = m[0];
    const n = /\bname\s*=\s*["']([^"']*)["']/i.exec(tag);
    if (!n || n[1] !== name) continue;
    const c = /\bcontent\s*=\s*"([^"]*)"|\bcontent\s*=\s*'([^']*)'/i.exec(tag);
    if (c) return decodeHtml(c[1] ?? c[2] ?? '');
  }
  return null;
}

/** @param {string} s */
function decodeHtml(s) {
  return s
    .replace(/&#(\d+);/g, (_, d) => String.fromCharCode(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * @param {{ api: import('./forward.mjs').Target, forward: import('./forward.mjs').Forwarder }} o
 * @returns {import('./mode.mjs').Mode}
 */
export function createProxyMode({ api, forward }) {
  return {
    rewriteUpgradeOrigin: true,
    async indexMeta(req) {
      /** @type {Record<string,string>} */
      const headers = { Host: api.url.host, Accept: 'text/html', 'User-Agent': String(req.headers['user-agent'] || 'gateway') };
      if (req.headers.cookie) headers.Cookie = req.headers.cookie;
      try {
        const upRes = await new Promise((resolve, reject) => {
          const upReq = requestTo(api, { method: 'GET', path: '/web/login', headers });
          upReq.setTimeout(15_000, () => upReq.destroy(new Error('timeout')));
          upReq.on('response', resolve);
          upReq.on('error', reject);
          upReq.end();
        });
        const html = (await readAll(upRes)).toString('utf8');
        const csrf = readMeta(html, 'grv_csrf_token');
        if (!csrf) throw new Error(`GET /web/login answered ${upRes.statusCode} without a grv_csrf_token meta tag`);
        return { csrf, bearer: readMeta(html, 'grv_bearer_token') || '', setCookie: upRes.headers['set-cookie'] || [] };
      } catch (err) {
        throw new Error(`upstream proxy is not reachable: ${describeError(err)}`);
      }
    },
    async api(req, res, targetPath) {
      forward.web(req, res, api, targetPath, { headers: req.headers.origin ? { origin: api.url.origin } : {} });
    },
  };
}
