// Tunes every design and writes the results as plain data, one file per title, to families/slots/titles/:
//   node --import tsx packages/games/src/families/slots/tuning/write-titles.ts
//   (then write-best-windows.ts, which finds the new strips' best windows for the maximum win)
import { SLOT_DESIGNS } from './designs/index';
import { writeTitleFiles } from './title-files';
import { tuneSlot } from './tune';

const titles = SLOT_DESIGNS.map((design) => {
  const started = performance.now();
  const config = tuneSlot(design);
  console.log(`${design.key}: tuned in ${Math.round(performance.now() - started)} ms`);
  return config;
});

await writeTitleFiles(titles);
