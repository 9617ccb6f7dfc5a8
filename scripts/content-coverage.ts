// `npm run content:coverage`: for each starter process, every tema of its official programme
// with its question count, and the bank's giveaway figures (server/content/coverage.ts).
//   --check          exit 1 when a bank breaks a limit (what `npm test` enforces)
//   --proceso SLUG   only that process
//   --detalle        also list each question outside the programme or with a bad source
import { MIN_PER_TEMA, percent, processCoverage } from '../server/content/coverage';
import type { ProcessCoverage } from '../server/content/coverage';
import { fuentesCitables } from '../server/content/fuentes';
import { STARTER_PROCESSES } from '../server/content/processes';
import { PROGRAMAS } from '../server/content/programas';
import type { Programa } from '../server/content/programas';
import { readStarterBank } from '../server/content/starter-banks';

const args = process.argv.slice(2);
const check = args.includes('--check');
const detalle = args.includes('--detalle');
const only = args.includes('--proceso') ? args[args.indexOf('--proceso') + 1] : undefined;

function printProcess(descripcion: string, c: ProcessCoverage, programa: Programa) {
  const { convocatoria } = programa;
  console.log(
    `\n${descripcion} — ${convocatoria.titulo || 'sin convocatoria'} (${convocatoria.boe || '—'}, ${convocatoria.fecha || '—'})`,
  );
  const width = Math.max(20, ...c.temas.map((t) => t.tema.tema.length));
  for (const t of c.temas) {
    const flag = t.preguntas < MIN_PER_TEMA ? '  ← por debajo del mínimo' : '';
    console.log(`  ${t.tema.tema.padEnd(width)}  ${String(t.preguntas).padStart(4)}${flag}`);
  }
  for (const p of c.psico)
    console.log(`  ${p.tema.padEnd(width)}  ${String(p.preguntas).padStart(4)}  (psicotécnico)`);
  for (const f of c.fuera)
    console.log(
      `  ${`${f.seccion}/${f.tema}`.padEnd(width)}  ${String(f.preguntas).padStart(4)}  ← fuera del programa`,
    );
  if (detalle) {
    for (const f of c.fuentesMal) console.log(`  fuente ${f.ref}: ${f.motivo}`);
  }
  for (const problema of c.problemas) console.log(`  ✗ ${problema}`);
}

function summaryRow(descripcion: string, c: ProcessCoverage): string[] {
  const minimo = c.temas.length === 0 ? 0 : Math.min(...c.temas.map((t) => t.preguntas));
  const longest = c.longest.map((f) => `${percent(f.rate)} (${f.opciones} op.)`).join(', ');
  const ratio = c.absolute.ratio === null ? '—' : c.absolute.ratio.toFixed(2).replace('.', ',');
  const explicadas = c.total === 0 ? '—' : percent((c.total - c.sinExplicacion) / c.total);
  return [
    descripcion,
    String(c.temas.length),
    String(c.total),
    String(minimo),
    longest,
    ratio,
    explicadas,
  ];
}

function printTable(rows: string[][]): void {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

const citables = fuentesCitables();
const rows: string[][] = [
  [
    'Proceso',
    'Temas',
    'Preguntas',
    'Mín./tema',
    'Correcta más larga',
    'Absolutas (corr./inc.)',
    'Con explicación',
  ],
];
let total = 0;
let failing = 0;
for (const starter of STARTER_PROCESSES) {
  if (only !== undefined && starter.slug !== only) continue;
  const programa = PROGRAMAS.get(starter.slug);
  if (!programa) throw new Error(`No hay programa para ${starter.slug}`);
  const bank = await readStarterBank(starter);
  const coverage = processCoverage(programa, bank.questions, citables);
  printProcess(starter.descripcion, coverage, programa);
  rows.push(summaryRow(starter.descripcion, coverage));
  total += coverage.total;
  if (coverage.problemas.length > 0) failing += 1;
}
console.log('');
printTable(rows);
console.log(`\nTotal: ${total} preguntas. Mínimo por tema: ${MIN_PER_TEMA}.`);
if (check && failing > 0) {
  console.log(`${failing} banco(s) no cumplen los límites.`);
  process.exit(1);
}
