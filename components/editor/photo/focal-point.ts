/** In whole percent from the left and from the top of the upright photo, as the form shows it. */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 50, y: 50 };

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** Where a click fell on the photo's box. */
export const pointIn = (box: { left: number; top: number; width: number; height: number }, x: number, y: number) => ({
  x: clampPercent(((x - box.left) / box.width) * 100),
  y: clampPercent(((y - box.top) / box.height) * 100),
});

const MOVES: Record<string, FocalPoint> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** An arrow key walks the point a step (1 % with Shift, else 5 %), never off the photo; other keys do nothing. */
export function movedFocus(point: FocalPoint, key: string, fine: boolean): FocalPoint | null {
  const move = Object.hasOwn(MOVES, key) ? MOVES[key] : null;
  const step = fine ? 1 : 5;
  return move && { x: clampPercent(point.x + move.x * step), y: clampPercent(point.y + move.y * step) };
}

/** As the server stores it: fractions of the width and the height. */
export const focusFractions = ({ x, y }: FocalPoint) => ({ focusX: x / 100, focusY: y / 100 });

export const focalPointOf = (focusX: number, focusY: number): FocalPoint => ({
  x: clampPercent(focusX * 100),
  y: clampPercent(focusY * 100),
});
