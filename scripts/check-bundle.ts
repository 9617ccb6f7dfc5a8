// Part of `npm test`, after the production build: fails when a screen's initial JavaScript is
// over its budget (bench/bundle-size.ts measures it the same way `npm run bench` reports it).
import { INITIAL_JS_BUDGET, kb, screenSizes } from '../bench/bundle-size';

let over = 0;
for (const { screen, enforced, gzip, files } of await screenSizes(process.argv[2] ?? 'dist')) {
  const ok = gzip <= INITIAL_JS_BUDGET;
  if (!ok && enforced) over += 1;
  const mark = ok ? '✓' : enforced ? '✘' : '·';
  const note = enforced ? '' : ' — medido, aún no exigido';
  console.log(
    `${mark} ${screen}: ${kb(gzip)} gzipped in ${files.length} files (límite ${kb(INITIAL_JS_BUDGET)})${note}`,
  );
}
process.exit(over === 0 ? 0 : 1);
