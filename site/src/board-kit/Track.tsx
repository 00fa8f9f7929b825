/**
 * A numbered track (score, honor, turn order): a row of cells that wraps on a phone, each seat's
 * marker drawn with its shape and colour, the value also written in text.
 */
import { SeatMark } from './seats';

export interface TrackProps {
  label: string;
  /** Cells from min to max. */
  min: number;
  max: number;
  /** Where each seat stands. */
  marks: { seat: number; value: number; name: string }[];
  id?: string;
}

export function Track({ label, min, max, marks, id }: TrackProps) {
  const cells: number[] = [];
  for (let v = min; v <= max; v++) cells.push(v);
  return (
    <figure class="kit-track" id={id} aria-label={label}>
      <figcaption>{label}: {marks.map((m) => `${m.name} ${m.value}`).join(', ')}</figcaption>
      <ol class="kit-track-cells" aria-hidden="true">
        {cells.map((v) => (
          <li key={v} class={marks.some((m) => m.value === v) ? 'taken' : ''}>
            <span class="kit-track-n">{v}</span>
            {marks.filter((m) => m.value === v).map((m) => <SeatMark key={m.seat} seat={m.seat} />)}
          </li>
        ))}
      </ol>
    </figure>
  );
}
