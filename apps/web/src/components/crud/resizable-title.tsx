import { type MouseEvent as ReactMouseEvent, type ThHTMLAttributes, useRef } from 'react';

type Props = ThHTMLAttributes<HTMLTableCellElement> & {
  /** Called with the new width while the edge is dragged; absent for columns that do not resize. */
  onResizeWidth?: (width: number) => void;
  /** The width the column was given, if any (the separator's value). */
  currentWidth?: number;
};

/** Narrowest a dragged column gets: its title stays readable. */
const MIN_WIDTH = 60;

/** A header cell whose right edge can be dragged to resize its column (the table's `header.cell`). */
export function ResizableTitle({ onResizeWidth, currentWidth, children, ...rest }: Props) {
  const cell = useRef<HTMLTableCellElement>(null);
  if (!onResizeWidth) return <th {...rest}>{children}</th>;
  const widthNow = () => cell.current?.getBoundingClientRect().width ?? MIN_WIDTH;
  const resizeTo = (width: number) => onResizeWidth(Math.max(MIN_WIDTH, width));
  const start = (e: ReactMouseEvent) => {
    // The drag is the handle's own: the header's click would sort the column.
    e.preventDefault();
    e.stopPropagation();
    const from = e.clientX;
    const width = widthNow();
    const move = (m: MouseEvent) => resizeTo(width + m.clientX - from);
    const stop = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', stop);
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', stop);
  };
  return (
    <th {...rest} ref={cell} style={{ ...rest.style, position: 'relative' }}>
      {children}
      {/* A separator the pointer drags and the arrow keys move (10 px a press). */}
      <hr
        aria-orientation="vertical"
        aria-valuenow={currentWidth ?? 0}
        tabIndex={0}
        className="column-resize-handle"
        onMouseDown={start}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
          e.preventDefault();
          e.stopPropagation();
          resizeTo(widthNow() + (e.key === 'ArrowRight' ? 10 : -10));
        }}
        style={{
          position: 'absolute',
          top: 0,
          right: -4,
          width: 8,
          height: '100%',
          margin: 0,
          border: 0,
          background: 'transparent',
          cursor: 'col-resize',
          zIndex: 2,
        }}
        data-testid="column-resize-handle"
      />
    </th>
  );
}
