import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { describe, expect, it } from 'vitest';
import { isBright } from './antd-is-bright';

const COLOURS = [
  '#000',
  '#fff',
  '#1890ff',
  '#40e0d0',
  '#fadb14',
  '#c0c0c0',
  '#bfbfbf',
  'rgba(0, 0, 0, 0.88)',
  'rgba(255, 255, 255, 0.3)',
  'rgba(0, 0, 0, 0.5)',
  'rgba(24, 144, 255, 0.45)',
  'transparent',
];
const BACKGROUNDS = ['#fff', '#000', '#141414'];

describe('the copy of antd isBright', () => {
  it.each(COLOURS.flatMap((c) => BACKGROUNDS.map((bg) => [c, bg] as const)))('%s on %s', (colour, bg) => {
    const value = new AggregationColor(colour);
    expect(isBright(value, bg)).toBe(antdIsBright(value, bg));
  });
});
