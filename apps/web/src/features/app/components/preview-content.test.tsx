import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe("the preview's content", () => {
  it('keeps text structure and safe links, and drops what could run or load', () => {
    const html =
      '<h2 onclick="x()">Care</h2><script>alert(1)</script><p style="color:red">Keep <b>this</b> <a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p><img src=x onerror=alert(1)><style>p{color:red}</style>';
    expect(safeHtml(html)).toBe(
      '<h2>Care</h2><p>Keep <b>this</b> <a target="_blank" rel="noopener noreferrer">bad</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">good</a></p>',
    );
  });

  it('keeps the text of a tag it does not allow', () => {
    expect(safeHtml('<custom-tag>inside</custom-tag>')).toBe('inside');
    expect(safeHtml(null)).toBe('');
  });
});
