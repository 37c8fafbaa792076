// @ts-check
/**
 * The small part of Teleport's predicate language the assistant's commands use, to pick the mock
 * servers a command runs on: `name == "web-1"`, `labels["env"] == "prod"`, `labels.env == "prod"`,
 * `hostname == "…"`, combined with `||`, `&&` (binds tighter) and parentheses. `name` matches the
 * host name (or the server id). Anything else is a parse error.
 */

/** @typedef {{ hostname: string, id: string, tags: Array<{ name: string, value: string }> }} QueryNode */
/** @typedef {(node: QueryNode) => boolean} Predicate */

const TOKEN_RE = /\s*(?:(\|\||&&|==|\(|\)|\[|\]|\.)|("(?:[^"\\]|\\.)*")|([A-Za-z_][\w-]*))/y;

/** @param {string} query @returns {string[]} */
function tokenize(query) {
  /** @type {string[]} */
  const tokens = [];
  TOKEN_RE.lastIndex = 0;
  let pos = 0;
  while (pos < query.length) {
    if (/^\s*$/.test(query.slice(pos))) break;
    TOKEN_RE.lastIndex = pos;
    const m = TOKEN_RE.exec(query);
    if (!m) throw new SyntaxError(`unexpected input at ${pos}: ${query.slice(pos, pos + 10)}`);
    tokens.push(/** @type {string} */ (m[1] ?? m[2] ?? m[3]));
    pos = TOKEN_RE.lastIndex;
  }
  return tokens;
}

/**
 * Parse a predicate; throws SyntaxError when it is not one this mock understands.
 * @param {string} query
 * @returns {Predicate}
 */
export function parseQuery(query) {
  const tokens = tokenize(query);
  let i = 0;
  const peek = () => tokens[i];
  /** @param {string} t */
  const expect = (t) => {
    if (tokens[i] !== t) throw new SyntaxError(`expected ${t}, found ${tokens[i] ?? 'the end'}`);
    i++;
  };
  const string = () => {
    const t = tokens[i++];
    if (!t || !t.startsWith('"')) throw new SyntaxError(`expected a string, found ${t ?? 'the end'}`);
    return /** @type {string} */ (JSON.parse(t));
  };

  /** @returns {Predicate} */
  const term = () => {
    const t = tokens[i++];
    if (t === '(') {
      const inner = or();
      expect(')');
      return inner;
    }
    if (t === 'name' || t === 'hostname') {
      expect('==');
      const v = string();
      return (n) => n.hostname === v || (t === 'name' && n.id === v);
    }
    if (t === 'labels') {
      let key;
      if (peek() === '[') {
        i++;
        key = string();
        expect(']');
      } else {
        expect('.');
        key = tokens[i++];
        if (!key || !/^[A-Za-z_]/.test(key)) throw new SyntaxError('expected a label name');
      }
      expect('==');
      const v = string();
      return (n) => n.tags.some((tag) => tag.name === key && tag.value === v);
    }
    throw new SyntaxError(`unexpected ${t ?? 'end of query'}`);
  };
  /** @returns {Predicate} */
  const and = () => {
    let left = term();
    while (peek() === '&&') {
      i++;
      const l = left;
      const r = term();
      left = (n) => l(n) && r(n);
    }
    return left;
  };
  /** @returns {Predicate} */
  const or = () => {
    let left = and();
    while (peek() === '||') {
      i++;
      const l = left;
      const r = and();
      left = (n) => l(n) || r(n);
    }
    return left;
  };

  if (tokens.length === 0) throw new SyntaxError('empty query');
  const predicate = or();
  if (i !== tokens.length) throw new SyntaxError(`unexpected ${tokens[i]}`);
  return predicate;
}
