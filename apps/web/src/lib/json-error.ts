type Expect = 'value' | 'valueOrEnd' | 'key' | 'keyOrEnd' | 'colon' | 'after';
const SCALAR = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const ESCAPES = '"\\/bfnrt';

/**
 * The offset where a JSON text stops being JSON, or null. Browsers name the place of a parse
 * error in words of their own (an offset, a line and column, or nothing), so it is found here,
 * by a scan that keeps its nesting on a list rather than on the call stack.
 */
function errorOffset(s: string): number | null {
  let i = 0;
  const open: string[] = [];
  let expect: Expect = 'value';
  const string = () => {
    i++;
    while (i < s.length) {
      const c = s[i];
      if (c === '"') {
        i++;
        return true;
      }
      if (c < ' ') return false;
      if (c !== '\\') i++;
      else if (s[i + 1] === 'u') {
        if (!/^[0-9a-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) return false;
        i += 6;
      } else if (s[i + 1] !== undefined && ESCAPES.includes(s[i + 1])) i += 2;
      else return false;
    }
    return false;
  };
  for (;;) {
    while (i < s.length && ' \t\n\r'.includes(s[i])) i++;
    if (i >= s.length) return expect === 'after' && !open.length ? null : i;
    const c = s[i];
    if (expect === 'value' || expect === 'valueOrEnd') {
      if (expect === 'valueOrEnd' && c === ']') {
        i++;
        open.pop();
        expect = 'after';
      } else if (c === '{' || c === '[') {
        open.push(c);
        i++;
        expect = c === '{' ? 'keyOrEnd' : 'valueOrEnd';
      } else if (c === '"') {
        if (!string()) return i;
        expect = 'after';
      } else {
        SCALAR.lastIndex = i;
        if (!SCALAR.exec(s)) return i;
        i = SCALAR.lastIndex;
        expect = 'after';
      }
    } else if (expect === 'key' || expect === 'keyOrEnd') {
      if (expect === 'keyOrEnd' && c === '}') {
        i++;
        open.pop();
        expect = 'after';
      } else if (c !== '"' || !string()) return i;
      else expect = 'colon';
    } else if (expect === 'colon') {
      if (c !== ':') return i;
      i++;
      expect = 'value';
    } else {
      const top = open.at(-1);
      if (!top) return i;
      if (c === ',') expect = top === '{' ? 'key' : 'value';
      else if (c === (top === '{' ? '}' : ']')) open.pop();
      else return i;
      i++;
    }
  }
}

/** Where a JSON text stops parsing (1-based line and column), or null when it parses. */
export function jsonErrorAt(text: string): { line: number; column: number } | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    const before = text.slice(0, errorOffset(text) ?? text.length).split('\n');
    return { line: before.length, column: before[before.length - 1].length + 1 };
  }
}
