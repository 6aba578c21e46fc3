import { describe, expect, it } from 'vitest';
import { refusedLines } from './bulk-summary';

const translate = (m: { key: string; params?: object }) =>
  `${m.key}${m.params ? JSON.stringify(m.params) : ''}`;

describe('refusedLines', () => {
  it('is empty when nothing was refused', () => {
    expect(refusedLines({ done: [1, 2], refused: [] }, () => 'X', translate)).toEqual([]);
  });

  it("takes the server's serial, else the selected row's, else the id", () => {
    const serials = new Map([[2, 'SA-ROW-2']]);
    const lines = refusedLines(
      {
        done: [4],
        refused: [
          {
            id: 1,
            serialNumber: 'SA-1',
            message: { key: 'deviceStateRefused', params: { state: 'in_stock' } },
          },
          { id: 2, message: { key: 'deviceNotFound' } },
          { id: 3, message: { key: 'deviceNotFound' } },
        ],
      },
      (id) => serials.get(id),
      translate,
    );
    expect(lines).toEqual([
      { id: 1, serialNumber: 'SA-1', reason: 'deviceStateRefused{"state":"in_stock"}' },
      { id: 2, serialNumber: 'SA-ROW-2', reason: 'deviceNotFound' },
      { id: 3, serialNumber: '#3', reason: 'deviceNotFound' },
    ]);
  });
});
