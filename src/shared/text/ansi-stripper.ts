// Terminal output as plain text: escape sequences (CSI, OSC, DCS, …) and control characters
// stripped, newlines kept, tabs as one space. Used by the player's search and the assistant's
// stored command output.

const enum S {
  Text,
  Esc,
  Csi,
  Str, // OSC, DCS, SOS, PM, APC: up to BEL or ESC \
  StrEsc,
}

/** Strips escape sequences across calls (a sequence may be split between two prints). */
export class AnsiStripper {
  private state = S.Text;

  push(input: string): string {
    let out = '';
    for (let i = 0; i < input.length; i++) {
      const ch = input[i]!;
      const code = ch.charCodeAt(0);
      switch (this.state) {
        case S.Text:
          if (code === 0x1b) this.state = S.Esc;
          else if (code === 0x9b) this.state = S.Csi;
          else if (ch === '\n') out += '\n';
          else if (ch === '\t') out += ' ';
          else if (code >= 0x20 && code !== 0x7f && !(code >= 0x80 && code < 0xa0)) out += ch;
          break;
        case S.Esc:
          if (ch === '[') this.state = S.Csi;
          else if (ch === ']' || ch === 'P' || ch === 'X' || ch === '^' || ch === '_') this.state = S.Str;
          else if (code >= 0x20 && code <= 0x2f)
            this.state = S.Esc; // intermediates, e.g. ESC ( B
          else this.state = S.Text;
          break;
        case S.Csi:
          if (code >= 0x40 && code <= 0x7e) this.state = S.Text;
          break;
        case S.Str:
          if (code === 0x07) this.state = S.Text;
          else if (code === 0x1b) this.state = S.StrEsc;
          break;
        case S.StrEsc:
          this.state = ch === '\\' ? S.Text : S.Str;
          break;
      }
    }
    return out;
  }
}
