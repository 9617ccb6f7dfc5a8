// Part of `npm test`, after the production build: fails when a screen's initial JavaScript is
// over its budget (bench/bundle-size.ts measures it the same way `npm run bench` reports it).
import { INITIAL_JS_BUDGET, kb, screenSizes } from '../bench/bundle-size';

let over = 0;
for (const { screen, gzip, files } of await screenSizes(process.argv[2] ?? 'dist')) {
  const ok = gzip <= INITIAL_JS_BUDGET;
  if (!ok) over += 1;
  console.log(
    `${ok ? '✓' : '✘'} ${screen}: ${kb(gzip)} gzipped in ${files.length} files (límite ${kb(INITIAL_JS_BUDGET)})`,
  );
}
process.exit(over === 0 ? 0 : 1);
