/**
 * The board kit: what every game's board needs, built once. Boards import from here and from
 * their own game folder only.
 */
export { MapView, type MapViewProps } from './MapView';
export { ConfirmButton } from './Confirm';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { MovePicker } from './MovePicker';
export { Prompt } from './Prompt';
export { Card } from './Card';
export { Track } from './Track';
export { SeatMark, SeatShapeSvg, SEAT_COLOURS, SEAT_SHAPES, seatColour, seatShape, shapePath } from './seats';
export { idsTouched } from './last-change';
export { kitWord } from './words';
export { lazyPart, useDrawStages, useFirstDrawPainted } from './lazy';
