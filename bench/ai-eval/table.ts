// The evaluation's table: one column per engine, side by side, and on request the failures.
import type { EngineReport, Figures } from './evaluate';
import { figuresOf } from './evaluate';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

const ROWS: [string, (f: Figures) => string][] = [
  ['Summary: numbers, periods, majorities kept', (f) => pct(f.numericRecall)],
  ['Summary: named bodies kept', (f) => pct(f.bodiesRecall)],
  ['Summary: length, mean (max) of source', (f) => `${pct(f.meanShare)} (${pct(f.maxShare)})`],
  ['Summary: within 35 % of the source', (f) => `${f.summariesWithinLength}/${f.summaries}`],
  ['Summary: whole sentences only', (f) => `${f.summariesWholeSentences}/${f.summaries}`],
  ['Cloze questions passing the checker', (f) => `${pct(f.clozePass)} of ${f.clozeItems}`],
  [
    "'preguntas' items passing the checker",
    (f) => `${pct(f.techniquePass)} of ${f.techniqueItems}`,
  ],
  ['Profesor Virtual: points made', (f) => pct(f.pointsMade)],
  ['Profesor Virtual: explanations fully right', (f) => `${f.explanationsOk}/${f.explanations}`],
  ['Profesor Virtual: forbidden phrases', (f) => String(f.forbidden)],
  ['Profesor Virtual: malformed sentences', (f) => String(f.malformed)],
  ['Answers the engine failed to give', (f) => String(f.fallbacks)],
];

export function formatTable(reports: readonly EngineReport[]): string {
  const figures = reports.map(figuresOf);
  const columns = reports.map((r, i) => [
    r.motor,
    ...ROWS.map(([, cell]) => cell(figures[i] as Figures)),
  ]);
  const labels = ['', ...ROWS.map(([label]) => label)];
  const labelWidth = Math.max(...labels.map((l) => l.length));
  const widths = columns.map((c) => Math.max(...c.map((x) => x.length)));
  return labels
    .map((label, row) =>
      [
        label.padEnd(labelWidth),
        ...columns.map((c, i) => (c[row] ?? '').padStart(widths[i] ?? 0)),
      ].join('   '),
    )
    .join('\n');
}

/** Every failed item, for tuning: what was missed and why. */
export function formatFailures(report: EngineReport): string {
  const lines = [`— ${report.motor}: failures`];
  for (const { name, score } of report.summaries) {
    const missing = [...score.numeric.missing, ...score.bodies.missing];
    if (missing.length || score.problems.length)
      lines.push(
        `summary ${name} (${pct(score.share)}): missing ${missing.join('; ') || '—'}${score.problems.length ? ` | ${score.problems.join('; ')}` : ''}`,
      );
  }
  for (const [label, items] of [
    ['cloze', report.cloze],
    ['preguntas', report.technique],
  ] as const)
    for (const item of items.filter((i) => !i.ok))
      lines.push(`${label}: ${item.pregunta} → ${item.respuesta} | ${item.problems.join('; ')}`);
  for (const e of report.explanations.filter((x) => !x.ok))
    lines.push(
      `profesor ${e.id}: ${[...e.missed.map((m) => `falta: ${m}`), ...e.forbidden.map((f) => `prohibido: ${f}`), ...e.malformed].join('; ')}`,
    );
  return lines.join('\n');
}
