// `npm run verify -- <export.json>`: see scripts/verify-export.ts.
// Exit status: 0 every step and the result confirmed; 1 a mismatch; 3 no mismatch, but the
// replay stopped at a step this export does not hold (a move private to other seats); 2 bad input.
import { readFileSync } from 'node:fs';
import { verifyExport } from './verify-export';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run verify -- <export.json>');
  process.exit(2);
}
let data: unknown;
try {
  data = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  console.error(`cannot read ${file}: ${(e as Error).message}`);
  process.exit(2);
}
const r = verifyExport(data);
console.log(`game: ${r.game}`);
console.log(`reader: ${r.reader}`);
console.log(`moves replayed: ${r.moves}`);
console.log(`dice rolls confirmed: ${r.rollsChecked}`);
if (!r.ok) {
  for (const p of r.problems) console.log(`MISMATCH: ${p}`);
  process.exit(1);
}
if (r.complete) {
  console.log('OK: the seed matches its published hash; every roll, every event this reader may see and the final result replay exactly.');
} else {
  console.log(`PARTIAL: the seed matches its published hash and nothing disagrees so far, but ${r.stopped}`);
  process.exit(3);
}
