import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldInput } from './field-input';

afterEach(cleanup);

/** A number box with a range and whole numbers, as a form gives it: what it holds after typing. */
function NumberBox() {
  const [value, setValue] = useState<unknown>(null);
  return (
    <>
      <FieldInput
        field={{ name: 'sort', label: 'Sort', input: 'number' }}
        facts={{ kind: 'number', required: false, min: 0, max: 100 } as never}
        value={value}
        onChange={setValue}
      />
      <output data-testid="held">{JSON.stringify(value)}</output>
    </>
  );
}

describe('a number box', () => {
  it('keeps what was typed, out of range or not whole, for the rules to refuse, never changing it', () => {
    render(<NumberBox />);
    const input = screen.getByRole('spinbutton');
    for (const typed of ['-3', '101', '2.5']) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect((input as HTMLInputElement).value).toBe(typed);
      expect(screen.getByTestId('held').textContent).toBe(typed);
    }
  });
});
