import { Color } from '@rc-component/color-picker';
import type { AggregationColor } from 'antd/es/color-picker/color';

/**
 * antd's `isBright` (antd/es/color-picker/components/ColorPresets.js, antd 6.6.8), unchanged.
 * antd's Button and Tag styles import it from the colour picker's presets panel, whose module
 * also holds the panel and, through it, antd's Collapse: every page with a button or a tag then
 * downloaded both (7 KB gzipped on the login page). The build hands both styles this copy instead
 * (vite.config.ts); antd-is-bright.test.ts checks it still answers as antd's does.
 */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new Color(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // Adapted to dark mode
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
