// The transcript: every escape sequence gone (7-bit and 8-bit forms, split anywhere), control
// characters dropped, CR/LF, backspace and erase-in-line read as a terminal shows them, and memory
// bounded whatever the input.
import { describe, expect, it } from 'vitest';
import { MAX_LINE, TranscriptWriter, transcriptOf } from './transcript';

const ESC = '\x1b';

describe('the transcript', () => {
  it('strips colours, cursor and mode sequences', () => {
    expect(transcriptOf(`${ESC}[1;32malice@host${ESC}[0m:~$ ls${ESC}[?25l${ESC}[?2004h\r\n`)).toBe('alice@host:~$ ls\n');
    expect(transcriptOf(`${ESC}[38;2;255;0;0mred${ESC}[m ${ESC}[4:3munder${ESC}[24m\n`)).toBe('red under\n');
  });

  it('strips OSC (BEL or ST), DCS, APC, PM and SOS strings with what they hold', () => {
    const input =
      `${ESC}]0;title: rm -rf /${ESC}\\` +
      `${ESC}]8;;https://evil.example${ESC}\\link${ESC}]8;;\x07` +
      `${ESC}P1$r0m${ESC}\\` +
      `${ESC}_Gf=100;AAAA${ESC}\\` +
      `${ESC}^private${ESC}\\` +
      `${ESC}Xsos${ESC}\\` +
      ' done\n';
    expect(transcriptOf(input)).toBe('link done\n');
  });

  it('strips charset selects and single ESC x', () => {
    expect(transcriptOf(`${ESC}(0lqk${ESC}(B ${ESC})B${ESC}#8${ESC}%G${ESC}7a${ESC}8${ESC}=b${ESC}>${ESC}M\n`)).toBe('lqk ab\n');
  });

  it('strips the 8-bit C1 forms', () => {
    expect(transcriptOf('\u009b31mred\u009b0m \u009d0;t\u009cok \u0090q\u009c!\n')).toBe('red ok !\n');
  });

  it('reads CR, LF, backspace, tabs and erase-in-line as a terminal shows them', () => {
    expect(transcriptOf('one\r\ntwo\nthree\r\n')).toBe('one\ntwo\nthree\n');
    // A progress bar redrawn in place keeps its last state.
    expect(transcriptOf('[#   ] 25%\r[##  ] 50%\r[####] 100%\r\n')).toBe('[####] 100%\n');
    expect(transcriptOf(`downloading 100%\r${ESC}[Kdone\n`)).toBe('done\n');
    expect(transcriptOf(`abcdef${ESC}[3D${ESC}[K!\n`)).toBe('abc!\n');
    expect(transcriptOf('helo\b\bllo\n')).toBe('hello\n');
    expect(transcriptOf('a\tb\n')).toBe('a       b\n');
    expect(transcriptOf(`x${ESC}[5Gy\n`)).toBe('x   y\n');
  });

  it('starts a new line on cursor moves to other lines and keeps at most one blank line', () => {
    expect(transcriptOf(`${ESC}[H${ESC}[2Jtop - 10:00${ESC}[2;1HTasks: 5${ESC}[3;1H\n\n\n\nend`)).toBe('top - 10:00\nTasks: 5\n\nend\n');
    expect(transcriptOf('\n\n\nfirst\n\n\n\nsecond\n\n')).toBe('first\n\nsecond\n\n');
  });

  it('drops other control characters and aborts a sequence on CAN/SUB', () => {
    expect(transcriptOf('bell\x07\x00\x7f\x05!\n')).toBe('bell!\n');
    expect(transcriptOf(`${ESC}[12\x18visible${ESC}]0;x\x1aalso\n`)).toBe('visiblealso\n');
  });

  it('gives the same text whichever way the input is split', () => {
    const input = `${ESC}[1;31mnaïve 漢字${ESC}[0m\r\n${ESC}]0;t${ESC}\\ok${ESC}(0q${ESC}(B\r50%\r${ESC}[Kdone\r\n\u009b1mC1\u009b0m\n`;
    const whole = transcriptOf(input);
    expect(whole).toBe('naïve 漢字\ndone\nC1\n');
    for (let cut = 1; cut < input.length; cut++) {
      const w = new TranscriptWriter();
      expect(w.push(input.slice(0, cut)) + w.push(input.slice(cut)) + w.end(), `cut at ${cut}`).toBe(whole);
    }
    const w = new TranscriptWriter();
    expect([...input].map((c) => w.push(c)).join('') + w.end()).toBe(whole);
  });

  it('never lets an escape or control character through, whatever the input', () => {
    let s = 12345;
    const next = () => (s = (s * 1103515245 + 12345) >>> 0) / 2 ** 32;
    const alphabet = [
      '\x1b',
      '[',
      ']',
      'P',
      '_',
      '^',
      'X',
      '\\',
      '\x07',
      '\x9b',
      '\x9c',
      '\x9d',
      '\x90',
      '\r',
      '\n',
      '\b',
      '\t',
      'a',
      '1',
      ';',
      '?',
      'm',
      'H',
      '(',
      'é',
    ];
    for (let round = 0; round < 200; round++) {
      const input = Array.from({ length: 200 }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const out = transcriptOf(input);
      expect(out).not.toMatch(/[\x00-\x08\x0b-\x1f\x7f-\x9f]/);
    }
  });

  it('stays bounded: an unterminated string swallows without growing, a line without end is cut', () => {
    const w = new TranscriptWriter();
    expect(w.push(`${ESC}]0;${'x'.repeat(1_000_000)}`)).toBe('');
    expect(w.push(`\x07after\n`)).toBe('after\n');
    const long = transcriptOf('y'.repeat(MAX_LINE * 2 + 10));
    expect(long.split('\n').map((l) => l.length)).toEqual([MAX_LINE, MAX_LINE, 10, 0]);
  });
});
