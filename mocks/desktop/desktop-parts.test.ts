// @vitest-environment node
// The desktop mock's parts: the PNG encoder, the scancode map, the scene's partial updates, and
// the HTTP answers the desktop mock changes (desktop active, MFA required, recordings and audit
// events), each checked against the contract.
import { describe, it, expect, beforeAll } from 'vitest';
import zlib from 'node:zlib';
import { encodePng, decodePng } from './png.mjs';
import { charOf, SCANCODE } from './keys.mjs';
import { createScene, layout } from './scene.mjs';
import { Surface } from './surface.mjs';
import { BUSY_DESKTOP, MFA_DESKTOP } from './catalog.mjs';
import { recordDesktop, SEEDED_DESKTOP_SID } from './desktop-recordings.mjs';
import { createMockStore } from '../api/mock-store.mjs';
import { createRecordingStore } from '../recordings/recordings.mjs';
import { loadContractKit, type ContractKit } from '../api/contract-kit.mjs';

let kit: ContractKit;
beforeAll(async () => {
  kit = await loadContractKit();
});

describe('PNG encoder', () => {
  it('writes a valid RGBA PNG of a rectangle that zlib and our decoder read back pixel for pixel', () => {
    const s = new Surface(40, 30);
    s.fill(0, 0, 40, 30, 0x102030);
    s.fill(10, 5, 7, 3, 0xff8800);
    const png = encodePng(s, { left: 8, top: 4, right: 20, bottom: 10 });
    expect(Buffer.from(png.subarray(1, 4)).toString()).toBe('PNG');
    expect(Buffer.from(png).readUInt32BE(16)).toBe(12); // IHDR width
    expect(Buffer.from(png).readUInt32BE(20)).toBe(6); // IHDR height
    const img = decodePng(png);
    expect([img.width, img.height]).toEqual([12, 6]);
    const at = (x: number, y: number) => Array.from(img.data.subarray((y * 12 + x) * 4, (y * 12 + x) * 4 + 4));
    expect(at(0, 0)).toEqual([0x10, 0x20, 0x30, 255]);
    expect(at(2, 1)).toEqual([0xff, 0x88, 0x00, 255]);
    expect(at(9, 3)).toEqual([0x10, 0x20, 0x30, 255]);
    // The IDAT is plain zlib: Node inflates it to (1 filter byte + 12 * 4) * 6 bytes.
    const idatLen = Buffer.from(png).readUInt32BE(33);
    expect(zlib.inflateSync(Buffer.from(png).subarray(41, 41 + idatLen)).length).toBe(49 * 6);
  });

  it('refuses an empty rectangle and a damaged PNG', () => {
    const s = new Surface(4, 4);
    expect(() => encodePng(s, { left: 2, top: 2, right: 2, bottom: 3 })).toThrow(/empty/);
    const png = Buffer.from(encodePng(s));
    png.writeUInt8(png.readUInt8(png.length - 20) ^ 0xff, png.length - 20);
    expect(() => decodePng(png)).toThrow(/CRC|truncated/);
  });
});

describe('scancodes', () => {
  it('types letters, digits, space and shifted punctuation', () => {
    expect(charOf(0x1e, false)).toBe('a');
    expect(charOf(0x1e, true)).toBe('A');
    expect(charOf(0x02, false)).toBe('1');
    expect(charOf(0x03, true)).toBe('@');
    expect(charOf(0x0b, false)).toBe('0');
    expect(charOf(0x39, false)).toBe(' ');
    expect(charOf(0x35, true)).toBe('?');
    expect(charOf(0x32, false)).toBe('m');
    expect(charOf(SCANCODE.Enter, false)).toBeNull();
    expect(charOf(SCANCODE.F6, false)).toBeNull();
  });
});

describe('scene', () => {
  it('sends everything first, then only the rectangles that changed', () => {
    const s = createScene({ width: 640, height: 480, desktopName: 'd', login: 'l', now: () => new Date(2024, 0, 1, 12, 0, 0) });
    expect(s.changes()).toEqual([{ left: 0, top: 0, right: 640, bottom: 480 }]);
    expect(s.changes()).toEqual([]);
    s.state.mouse = { x: 300, y: 200 };
    const [ring, ...rest] = s.changes();
    expect(rest).toEqual([]);
    expect(ring!.left).toBeLessThanOrEqual(293);
    expect(ring!.right).toBeGreaterThanOrEqual(308);
    expect(ring!.bottom - ring!.top).toBeLessThanOrEqual(64);
    const n = layout(640, 480).notepad;
    s.state.lines = ['x'];
    const typed = s.changes();
    // The line and the status bar's column count: both inside Notepad, apart from each other.
    expect(typed.length).toBe(2);
    for (const r of typed) {
      expect(r.top).toBeGreaterThanOrEqual(n.y - 32);
      expect(r.bottom).toBeLessThanOrEqual(n.y + n.h + 32);
      expect(r.left).toBeGreaterThanOrEqual(n.x);
      expect(r.right).toBeLessThanOrEqual(n.x + n.w);
    }
    s.resize(320, 240);
    expect(s.changes()).toEqual([{ left: 0, top: 0, right: 320, bottom: 240 }]);
  });
});

describe('HTTP answers of the desktop mock (contract-checked)', () => {
  it('says a desktop is active while a session runs there, and the busy desktop always', () => {
    const store = createMockStore({ auditGenerated: 0 });
    const active = (name: string) => {
      const a = store.answer('getDesktopActive', { params: { clusterId: 'c', desktopName: name }, body: undefined, upstream: undefined });
      expect(kit.checkResponse('getDesktopActive', a.body)).toBeNull();
      return (a.body as { active: boolean }).active;
    };
    expect(active('WIN-QA02')).toBe(false);
    const release = store.context.activeDesktops.mark('WIN-QA02');
    expect(active('WIN-QA02')).toBe(true);
    release();
    release();
    expect(active('WIN-QA02')).toBe(false);
    expect(active(BUSY_DESKTOP)).toBe(true);

    const mfa = store.answer('checkMfaRequired', {
      params: {},
      body: { windows_desktop: { desktop_name: MFA_DESKTOP, login: 'Administrator' } },
      upstream: undefined,
    });
    expect(mfa.body).toEqual({ required: true });
  });

  it('lists the seeded and the live desktop recordings and audit events in contract shape', () => {
    const store = createMockStore({ auditGenerated: 0 });
    const recordings = createRecordingStore({ clusterName: 'teleport.example.com', audit: store.context.appendAuditEvent });
    const rec = recordDesktop(recordings, {
      sid: 'd1',
      user: 'alice',
      login: 'Administrator',
      desktopName: 'win-dc01-corp-example-com',
      desktopAddr: '10.1.4.20:3389',
      clusterName: 'teleport.example.com',
    });
    rec.add(Uint8Array.of(1, 0, 0, 0, 1, 0, 0, 0, 1));
    rec.audit('desktop.clipboard.send', 'TDP02I', { length: 3 });
    rec.audit('desktop.clipboard.receive', 'TDP03I', { length: 5 });
    rec.audit('desktop.directory.share', 'TDP04I', { directory_name: 'proj', directory_id: 7 });
    const file = { directory_name: 'proj', directory_id: 7, file_path: 'a.txt', length: 11, offset: 0 };
    rec.audit('desktop.directory.read', 'TDP05I', file);
    rec.audit('desktop.directory.write', 'TDP06I', file);
    rec.end();
    const page = recordings.search({});
    expect(kit.checkResponse('searchSessionEvents', page)).toBeNull();
    const sids = page.events.filter((e) => e.event === 'windows.desktop.session.end').map((e) => e.sid);
    expect(sids).toEqual(expect.arrayContaining(['d1', SEEDED_DESKTOP_SID]));
    expect(recordings.get('d1')?.tdp?.()).toHaveLength(1);

    const audit = store.answer('searchEvents', { params: {}, query: { limit: '50' }, body: undefined, upstream: undefined });
    expect(kit.checkResponse('searchEvents', audit.body)).toBeNull();
    const kinds = (audit.body as { events: Array<{ event: string; sid?: string }> }).events
      .filter((e) => e.sid === 'd1')
      .map((e) => e.event);
    expect(kinds.sort()).toEqual([
      'desktop.clipboard.receive',
      'desktop.clipboard.send',
      'desktop.directory.read',
      'desktop.directory.share',
      'desktop.directory.write',
      'windows.desktop.session.end',
      'windows.desktop.session.start',
    ]);
  });
});
