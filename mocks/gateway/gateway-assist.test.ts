// @vitest-environment node
// The gateway's Assist control (POST /__mock/assist): the web config follows it and the store's
// assistant calls answer 403 while it is off; a reset turns it back to the default.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createGateway, type Gateway } from './gateway.mjs';
import { createMockStore } from '../api/mock-store.mjs';
import { withAssistEnabled } from './mock-mode.mjs';

const CONFIG =
  'var GRV_CONFIG = {"auth":{"second_factor":"off"},"canJoinSessions":true,"ui":{"scrollbackLines":1000},"automaticUpgrades":false,"assistEnabled":false};';

let tmp: string;
let upstream: http.Server;
let gateway: Gateway;
let base: string;
const auth = { Authorization: 'Bearer t' };
const seenTypes: (string | undefined)[] = [];
let configAsks = 0;

const listen = (server: net.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port)));
const close = (server: net.Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gateway-assist-'));
  fs.writeFileSync(path.join(tmp, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  // Plays Prism: the config script, or an example conversation list.
  upstream = http.createServer((req, res) => {
    req.resume();
    if (req.method === 'POST') seenTypes.push(req.headers['content-type']);
    if (req.url === '/web/config.js') {
      configAsks++;
      res.writeHead(200, { 'Content-Type': 'application/javascript' });
      return res.end(CONFIG);
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ conversations: [] }));
  });
  const upstreamPort = await listen(upstream);
  gateway = createGateway({
    distDir: tmp,
    apiTarget: `http://127.0.0.1:${upstreamPort}`,
    mode: 'mock',
    store: createMockStore(),
    strict: true,
  });
  base = `http://127.0.0.1:${await listen(gateway)}`;
});
afterAll(async () => {
  await Promise.all([close(gateway), close(upstream)]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

const config = async () => (await fetch(`${base}/web/config.js`)).text();
const control = (body: string) => fetch(`${base}/__mock/assist`, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });

describe('gateway: POST /__mock/assist', () => {
  it('turns Assist off and on: the config says so and the assistant calls follow', async () => {
    expect(await config()).toBe(CONFIG); // default: the example's config, untouched
    const list = () => fetch(`${base}/v1/webapi/assistant/conversations`, { headers: auth });
    expect((await list()).status).toBe(200);
    // The store reads the conversation id from the path.
    const seeded = await fetch(`${base}/v1/webapi/assistant/conversations/1d2c3b4a-5f6e-4d7c-8b9a-0f1e2d3c4b5a`, { headers: auth });
    expect(((await seeded.json()) as { messages: unknown[] }).messages).toHaveLength(6);

    expect((await control('{"enabled":false}')).status).toBe(204);
    expect(await config()).toContain('"assistEnabled":false');
    const off = await list();
    expect(off.status).toBe(403);
    expect(await off.json()).toEqual({ error: { message: 'Assist is not enabled' } });

    expect((await control('{"enabled":true}')).status).toBe(204);
    expect(await config()).toBe(CONFIG.replace('"assistEnabled":false', '"assistEnabled":true'));
    expect((await list()).status).toBe(200);

    // A test asking Prism for an example gets exactly that.
    expect(await (await fetch(`${base}/web/config.js`, { headers: { Prefer: 'example=webConfigLocal' } })).text()).toBe(CONFIG);

    expect((await control('{"enabled":false}')).status).toBe(204);
    expect((await fetch(`${base}/__mock/reset`, { method: 'POST' })).status).toBe(204);
    expect(await config()).toBe(CONFIG);
    expect((await list()).status).toBe(200);
  });

  it('does not pass an empty body labelled JSON on to Prism (the console sends one to create a conversation)', async () => {
    await control('{"enabled":null}');
    seenTypes.length = 0;
    const r = await fetch(`${base}/v1/webapi/assistant/conversations`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seenTypes).toEqual([undefined]);
  });

  it("asks Prism for the config once and sends it from memory after, but for a test's Prefer", async () => {
    await config();
    const asked = configAsks;
    expect(asked).toBeGreaterThan(0);
    expect(await config()).toBe(CONFIG);
    expect((await control('{"enabled":true}')).status).toBe(204);
    expect(await config()).toContain('"assistEnabled":true');
    expect(configAsks).toBe(asked);
    await fetch(`${base}/web/config.js`, { headers: { Prefer: 'example=webConfigLocal' } });
    expect(configAsks).toBe(asked + 1);
    await control('{"enabled":null}');
  });

  it('refuses a body it does not understand and other methods', async () => {
    expect((await control('{"enabled":"no"}')).status).toBe(400);
    expect((await control('nope')).status).toBe(400);
    expect((await fetch(`${base}/__mock/assist`)).status).toBe(405);
  });

  it('rewrites only a config script of the expected shape', () => {
    expect(withAssistEnabled('var GRV_CONFIG = {"a":1};', true)).toBe('var GRV_CONFIG = {"a":1,"assistEnabled":true};');
    expect(withAssistEnabled('alert(1)', true)).toBeNull();
    expect(withAssistEnabled('var GRV_CONFIG = {oops};', true)).toBeNull();
  });
});

describe('gateway: Assist under `npm start` (not strict)', () => {
  it('says assistEnabled true by default, as a small real cluster with the assistant would', async () => {
    const loose = createGateway({
      distDir: tmp,
      apiTarget: `http://127.0.0.1:${(upstream.address() as net.AddressInfo).port}`,
      mode: 'mock',
      store: createMockStore(),
      strict: false,
    });
    const url = `http://127.0.0.1:${await listen(loose)}`;
    try {
      const script = await (await fetch(`${url}/web/config.js`)).text();
      expect(script).toContain('"assistEnabled":true');
      expect(script).not.toContain('"assistEnabled":false');
    } finally {
      await close(loose);
    }
  });
});
