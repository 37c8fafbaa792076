// CSV quoting and the guard against spreadsheet formulas.
import { describe, expect, it } from 'vitest';
import { csvCell, csvHeader, csvRows } from './csv';

describe('CSV of audit events', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('writes the header and one CRLF line per event with the columns in order', () => {
    expect(csvHeader()).toBe('time,type,code,description,user,message,id\r\n');
    const text = csvRows([
      { event: 'user.login', code: 'T1000I', time: '2026-11-23T10:00:00.000Z', uid: 'u-1', user: '=cmd|x' },
      { event: 'exec', code: 'T3002I', time: '2026-11-23T09:00:00.000Z', uid: 'u-2', user: 'bob, jr' },
    ]);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(lines[0]!.startsWith('2026-11-23T10:00:00.000Z,user.login,T1000I,')).toBe(true);
    expect(lines[0]).toContain(",'=cmd|x,");
    expect(lines[0]!.endsWith(',u-1')).toBe(true);
    expect(lines[1]).toContain(',"bob, jr",');
  });
});
