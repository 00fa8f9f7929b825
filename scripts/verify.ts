// `npm run verify -- <export.json>`: see scripts/verify-export.ts.
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
console.log(`moves replayed: ${r.moves}`);
console.log(`dice rolls confirmed: ${r.rollsChecked}`);
if (r.ok) {
  console.log('OK: the seed matches its published hash; every roll, every event and the final result replay exactly.');
} else {
  for (const p of r.problems) console.log(`MISMATCH: ${p}`);
  process.exit(1);
}
