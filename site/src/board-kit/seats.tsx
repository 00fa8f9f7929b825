/**
 * How a seat is told apart: a colour AND a shape, never colour alone (a red/green-blind player
 * reads the shape). Boards draw SeatMark next to a seat's pieces and in its panel.
 */
export const SEAT_COLOURS = ['#d33c32', '#2f6fd0', '#2f9a48', '#d8a514', '#7a4bb0', '#1f9c9c'] as const;
export const SEAT_SHAPES = ['circle', 'square', 'triangle', 'diamond', 'hexagon', 'star'] as const;
export type SeatShape = (typeof SEAT_SHAPES)[number];

export const seatColour = (seat: number) => SEAT_COLOURS[((seat % SEAT_COLOURS.length) + SEAT_COLOURS.length) % SEAT_COLOURS.length]!;
export const seatShape = (seat: number): SeatShape => SEAT_SHAPES[((seat % SEAT_SHAPES.length) + SEAT_SHAPES.length) % SEAT_SHAPES.length]!;

/** The outline of a shape of radius r centred on (x, y), as an SVG path. */
export function shapePath(shape: SeatShape, x: number, y: number, r: number): string {
  const poly = (n: number, turn = -Math.PI / 2, inner?: number) => {
    const pts: string[] = [];
    const count = inner ? n * 2 : n;
    for (let i = 0; i < count; i++) {
      const rr = inner && i % 2 ? inner : r;
      const a = turn + (i * 2 * Math.PI) / count;
      pts.push(`${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`);
    }
    return `M${pts.join('L')}Z`;
  };
  switch (shape) {
    case 'circle': return `M${x - r},${y}a${r},${r} 0 1,0 ${2 * r},0a${r},${r} 0 1,0 ${-2 * r},0Z`;
    case 'square': return `M${x - r * 0.85},${y - r * 0.85}h${r * 1.7}v${r * 1.7}h${-r * 1.7}Z`;
    case 'triangle': return poly(3);
    case 'diamond': return poly(4);
    case 'hexagon': return poly(6, 0);
    case 'star': return poly(5, -Math.PI / 2, r * 0.45);
  }
}

/** A seat's mark inside an SVG (x, y: centre). */
export function SeatShapeSvg({ seat, x, y, r, label }: { seat: number; x: number; y: number; r: number; label?: string }) {
  return (
    <path d={shapePath(seatShape(seat), x, y, r)} fill={seatColour(seat)} stroke="#1d1b19" stroke-width={Math.max(0.5, r / 6)} data-seat-shape={seatShape(seat)}>
      {label ? <title>{label}</title> : null}
    </path>
  );
}

/** A seat's mark in running text (a panel, a log line): 1em, with the seat's name for screen readers. */
export function SeatMark({ seat, name }: { seat: number; name?: string }) {
  return (
    <svg class="kit-seat-mark" viewBox="0 0 20 20" width="16" height="16" role={name ? 'img' : undefined} aria-label={name} aria-hidden={name ? undefined : 'true'}>
      <path d={shapePath(seatShape(seat), 10, 10, 8)} fill={seatColour(seat)} stroke="#1d1b19" stroke-width="1.2" />
    </svg>
  );
}
