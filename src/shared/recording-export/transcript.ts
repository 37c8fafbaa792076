// A terminal recording's output as plain text for a text editor: every escape sequence removed
// (CSI, OSC, DCS/APC/PM/SOS strings, charset selects, other ESC x, their 8-bit C1 forms) and the
// other control characters dropped, with a little of a terminal's line sense so that the text
// reads as it was seen: CR returns to the start of the line (a progress bar keeps its last state),
// backspace steps back, erase-in-line erases, cursor moves to other lines start a new line, runs
// of blank lines shrink to one. Streaming: text goes in piece by piece (a sequence may be split
// across pieces) and complete lines come out; nothing a sequence holds is kept, and a line is cut
// at MAX_LINE characters, so memory stays bounded whatever the input.

/** The longest line kept before it is cut (a stream without newlines stays bounded). */
export const MAX_LINE = 16_384;
/** The most parameter characters of a CSI sequence that are read (the rest are skipped). */
const MAX_PARAMS = 32;

type State =
  | 'ground'
  /** After ESC. */
  | 'esc'
  /** After ESC and an intermediate byte (charset selects `ESC ( B`, `ESC # 8`, `ESC % G`): one more. */
  | 'esc-final'
  | 'csi'
  /** OSC: ends at BEL or ST. */
  | 'osc'
  /** DCS, SOS, PM, APC: end at ST. */
  | 'string'
  /** ESC inside OSC/string: `\` ends it (ST). */
  | 'string-esc';

// Control characters: C0, DEL and C1.
const CONTROL = /[\x00-\x1f\x7f-\x9f]/g;

export class TranscriptWriter {
  private state: State = 'ground';
  private params = '';
  private line = '';
  private col = 0;
  private blank = 0;
  private started = false;
  private out: string[] = [];

  /** Takes decoded text; returns the lines it completed (each ending in '\n'). */
  push(text: string): string {
    let i = 0;
    const n = text.length;
    while (i < n) {
      if (this.state === 'ground') {
        CONTROL.lastIndex = i;
        const m = CONTROL.exec(text);
        const stop = m ? m.index : n;
        if (stop > i) this.print(text.slice(i, stop));
        if (!m) break;
        this.control(text.charCodeAt(stop));
        i = stop + 1;
        continue;
      }
      this.sequence(text.charCodeAt(i));
      i++;
    }
    return this.take();
  }

  /** The end of the output: the last line, if any. */
  end(): string {
    if (this.line.trimEnd() !== '') this.newline();
    this.state = 'ground';
    return this.take();
  }

  private take(): string {
    if (this.out.length === 0) return '';
    const s = this.out.join('');
    this.out = [];
    return s;
  }

  private print(run: string): void {
    if (this.col === this.line.length) this.line += run;
    else if (this.col > this.line.length) this.line = this.line.padEnd(this.col) + run;
    else this.line = this.line.slice(0, this.col) + run + this.line.slice(this.col + run.length);
    this.col += run.length;
    while (this.line.length > MAX_LINE) {
      const head = this.line.slice(0, MAX_LINE);
      this.line = this.line.slice(MAX_LINE);
      this.col = Math.max(0, this.col - MAX_LINE);
      this.emit(head);
    }
  }

  private emit(text: string): void {
    const t = text.trimEnd();
    if (t === '') {
      // Blank lines: none at the start, at most one in a row.
      if (this.started && this.blank === 0) this.out.push('\n');
      if (this.started) this.blank++;
      return;
    }
    this.started = true;
    this.blank = 0;
    this.out.push(t, '\n');
  }

  private newline(): void {
    this.emit(this.line);
    this.line = '';
    this.col = 0;
  }

  /** A move to another line (cursor up/down/position, erase display): the line so far is done. */
  private breakLine(): void {
    if (this.line.trimEnd() !== '') this.newline();
    else {
      this.line = '';
      this.col = 0;
    }
  }

  private control(c: number): void {
    switch (c) {
      case 0x0a: // LF
      case 0x0b: // VT
      case 0x0c: // FF
      case 0x85: // NEL
        this.newline();
        return;
      case 0x0d: // CR
        this.col = 0;
        return;
      case 0x08: // BS
        if (this.col > 0) {
          this.col--;
          const code = this.line.charCodeAt(this.col);
          if (this.col > 0 && code >= 0xdc00 && code <= 0xdfff) this.col--;
        }
        return;
      case 0x09: // TAB: to the next stop of 8
        this.print(' '.repeat(8 - (this.col % 8)));
        return;
      case 0x1b:
        this.state = 'esc';
        return;
      case 0x9b:
        this.startCsi();
        return;
      case 0x9d:
        this.state = 'osc';
        return;
      case 0x90: // DCS
      case 0x98: // SOS
      case 0x9e: // PM
      case 0x9f: // APC
        this.state = 'string';
        return;
      default:
      // every other control character is dropped
    }
  }

  private startCsi(): void {
    this.state = 'csi';
    this.params = '';
  }

  private sequence(c: number): void {
    // CAN and SUB abort any sequence; ESC starts a new one (except ST inside a string).
    if (c === 0x18 || c === 0x1a) {
      this.state = 'ground';
      return;
    }
    switch (this.state) {
      case 'esc':
        if (c === 0x5b)
          this.startCsi(); // [
        else if (c === 0x5d)
          this.state = 'osc'; // ]
        else if (c === 0x50 || c === 0x58 || c === 0x5e || c === 0x5f)
          this.state = 'string'; // P X ^ _
        else if (c >= 0x20 && c <= 0x2f)
          this.state = 'esc-final'; // ( ) * + - . / # % space: one more
        else if (c === 0x1b) this.state = 'esc';
        else {
          // ESC x: one character (ESC 7, ESC 8, ESC =, ESC M, ESC c, ...). ESC E is a new line.
          this.state = 'ground';
          if (c === 0x45) this.newline();
          else if (c === 0x63) this.breakLine();
        }
        return;
      case 'esc-final':
        if (c >= 0x20 && c <= 0x2f) return; // more intermediates
        this.state = c === 0x1b ? 'esc' : 'ground';
        return;
      case 'csi':
        if (c >= 0x40 && c <= 0x7e) {
          this.state = 'ground';
          this.csi(String.fromCharCode(c));
        } else if (c === 0x1b) this.state = 'esc';
        else if (c >= 0x20 && c <= 0x3f) {
          if (this.params.length < MAX_PARAMS) this.params += String.fromCharCode(c);
        }
        // other characters inside a CSI are ignored, as a terminal does
        return;
      case 'osc':
        if (c === 0x07 || c === 0x9c) this.state = 'ground';
        else if (c === 0x1b) this.state = 'string-esc';
        return;
      case 'string':
        if (c === 0x9c) this.state = 'ground';
        else if (c === 0x1b) this.state = 'string-esc';
        return;
      case 'string-esc':
        // ST ends the string; any other ESC x also ends it (a terminal would take it as a new
        // sequence): read x as the character after an ESC.
        this.state = 'esc';
        if (c === 0x5c) this.state = 'ground';
        else this.sequence(c);
        return;
      default:
        this.state = 'ground';
    }
  }

  private csi(final: string): void {
    // Private sequences (`CSI ? ...`, `CSI > ...`) change modes, not the text.
    if (/^[?<=>]/.test(this.params)) return;
    const first = Number.parseInt(this.params.split(';')[0] ?? '', 10);
    const count = Number.isFinite(first) && first > 0 ? Math.min(first, MAX_LINE) : 1;
    switch (final) {
      case 'A': // up
      case 'B': // down
      case 'E': // next line
      case 'F': // previous line
      case 'H': // position
      case 'f':
      case 'd': // line position
      case 'J': // erase display
        this.breakLine();
        return;
      case 'C': // forward
        this.col += count;
        return;
      case 'D': // back
        this.col = Math.max(0, this.col - count);
        return;
      case 'G': // column
      case '`':
        this.col = count - 1;
        return;
      case 'K': {
        const mode = Number.isFinite(first) ? first : 0;
        if (mode === 0) this.line = this.line.slice(0, this.col);
        else if (mode === 1) this.line = ' '.repeat(Math.min(this.col + 1, this.line.length)) + this.line.slice(this.col + 1);
        else this.line = '';
        return;
      }
      default:
      // colours (m) and everything else: nothing to write
    }
  }
}

/** The transcript of a whole text at once (tests, small recordings). */
export function transcriptOf(text: string): string {
  const w = new TranscriptWriter();
  return w.push(text) + w.end();
}
