import { describe, expect, it } from 'vitest';
import { jsonErrorAt } from './json-error';

describe('jsonErrorAt', () => {
  it('is null for JSON that parses', () => {
    expect(jsonErrorAt('{"a": [1, 2]}')).toBeNull();
  });

  it('names the line and column where the text stops parsing', () => {
    expect(jsonErrorAt('{\n  "a": 1,\n  "b": }')).toEqual({ line: 3, column: 8 });
    expect(jsonErrorAt('{"a": 1,}')?.line).toBe(1);
  });

  it('places a text that ends too soon at its end', () => {
    expect(jsonErrorAt('{\n  "a": [1,')).toEqual({ line: 2, column: 11 });
  });
});

describe('jsonErrorAt on what JSON.parse refuses', () => {
  it.each([
    ['', 1, 1],
    ['nul', 1, 1],
    ['{"a" 1}', 1, 6],
    ['[1 2]', 1, 4],
    ['{"a": "x\ty"}', 1, 9],
    ['{"a": 1} x', 1, 10],
    ['01', 1, 2],
  ])('%j stops at line %i, column %i', (text, line, column) => {
    expect(jsonErrorAt(text)).toEqual({ line, column });
  });
});
