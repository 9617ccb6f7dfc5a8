// The printable report: one self-contained HTML document (A4, print styles, an inline SVG
// chart, no script). Every text that comes from data is escaped here.
import type { PersonalityProfileResult } from '@/core/contract';
import { POSITIVE_IMPRESSION_SCALE } from '@/core/personality';
import { escapeHtml } from '@/core/html';
import { formatDateTime, formatNumber } from '@/lib/format';
import {
  CHART,
  CHART_TICKS,
  CHART_TITLE,
  chartDescription,
  chartHeight,
  chartRows,
  xOf,
} from '../chart';

export const PRINT_BUTTON_ID = 'imprimir-informe';
export const REPORT_TITLE = 'Informe del Test de Personalidad (IPF-B)';

export interface ReportInput {
  username: string;
  finishedAt: number;
  generatedAt: number;
  profile: PersonalityProfileResult;
}

function chartSvg(profile: PersonalityProfileResult): string {
  const rows = chartRows(profile);
  const height = chartHeight(rows.length);
  const axisY = height - CHART.bottom;
  const ticks = CHART_TICKS.map(
    (tick) =>
      `<line x1="${xOf(tick)}" y1="${CHART.top - 8}" x2="${xOf(tick)}" y2="${axisY}" stroke="#94a3b8" stroke-dasharray="${tick === 0 || tick === 100 ? '0' : '4 3'}"/>` +
      `<text x="${xOf(tick)}" y="${axisY + 16}" text-anchor="middle" font-size="11" fill="#475569">${tick}</text>`,
  ).join('');
  const bars = rows
    .map(
      (row) =>
        `<text x="${CHART.labelWidth}" y="${row.y + CHART.barHeight / 2 + 4}" text-anchor="end" font-size="12" fill="#0f172a">${escapeHtml(row.label)}</text>` +
        `<rect x="${CHART.barX}" y="${row.y}" width="${CHART.barWidth}" height="${CHART.barHeight}" fill="#f1f5f9"/>` +
        `<rect x="${CHART.barX}" y="${row.y}" width="${row.width}" height="${CHART.barHeight}" fill="${row.color}"/>` +
        `<text x="${CHART.barX + CHART.barWidth + 8}" y="${row.y + CHART.barHeight / 2 + 4}" font-size="12" fill="#0f172a">${escapeHtml(row.scoreText)} · ${escapeHtml(row.banda)}</text>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${CHART.width} ${height}" role="img" aria-labelledby="grafico-titulo grafico-desc">` +
    `<title id="grafico-titulo">${escapeHtml(CHART_TITLE)}</title>` +
    `<desc id="grafico-desc">${escapeHtml(chartDescription(rows))}</desc>` +
    `${bars}${ticks}</svg>`
  );
}

function scoresTable(profile: PersonalityProfileResult): string {
  const rows = profile.subescalas
    .map(
      (s) =>
        `<tr><th scope="row">${escapeHtml(s.nombre)} (${escapeHtml(s.codigo)})</th><td>${escapeHtml(formatNumber(s.puntuacionRedondeada, 1))}</td><td>${escapeHtml(s.banda)}</td></tr>`,
    )
    .join('');
  return `<table><thead><tr><th scope="col">Subescala</th><th scope="col">Puntuación (0-100)</th><th scope="col">Nivel</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function interpretation(profile: PersonalityProfileResult): string {
  return profile.subescalas
    .map(
      (s) =>
        `<section class="subescala"><h3>${escapeHtml(s.nombre)} (${escapeHtml(s.codigo)}): ${escapeHtml(formatNumber(s.puntuacionRedondeada, 1))} · ${escapeHtml(s.banda)}</h3>` +
        `<p class="descripcion">${escapeHtml(s.descripcion)}</p><p>${escapeHtml(s.interpretacion)}</p></section>`,
    )
    .join('');
}

function validity(profile: PersonalityProfileResult): string {
  const { inconsistencia, impresionPositiva } = profile;
  const facts =
    `<p>Pares incoherentes: ${escapeHtml(inconsistencia.paresMarcados.length)} de ${escapeHtml(inconsistencia.paresEvaluados)}.` +
    (impresionPositiva.media === null
      ? ''
      : ` Media de ${escapeHtml(POSITIVE_IMPRESSION_SCALE.nombre.toLowerCase())}: ${escapeHtml(formatNumber(impresionPositiva.media, 2))} sobre 5.`) +
    `</p>`;
  const alerts =
    profile.alertas.length === 0
      ? '<p class="sin-alertas">Sin alertas: las respuestas son coherentes y no sugieren una imagen demasiado favorable.</p>'
      : profile.alertas
          .map(
            (a) =>
              `<div class="alerta alerta-${escapeHtml(a.nivel)}"><strong>${escapeHtml(a.titulo)}</strong><p>${escapeHtml(a.texto)}</p></div>`,
          )
          .join('');
  return facts + alerts;
}

const STYLES = `
@page { size: A4; margin: 16mm 14mm; }
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: #0f172a; background: #e2e8f0; line-height: 1.45; font-size: 11pt; }
main { width: 210mm; min-height: 297mm; margin: 16px auto; padding: 16mm 14mm; background: #fff; box-shadow: 0 1px 4px rgba(0,0,0,.15); }
header { border-bottom: 2px solid #1d4ed8; padding-bottom: 8px; margin-bottom: 12px; }
h1 { font-size: 18pt; margin: 0 0 6px; color: #1e3a8a; }
h2 { font-size: 13pt; margin: 18px 0 8px; color: #1e3a8a; border-bottom: 1px solid #cbd5e1; padding-bottom: 3px; }
h3 { font-size: 11pt; margin: 0 0 4px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0; }
dt { font-weight: 600; }
dd { margin: 0; }
figure { margin: 0; }
svg { width: 100%; height: auto; }
table { width: 100%; border-collapse: collapse; margin-top: 8px; font-size: 10pt; }
th, td { border: 1px solid #cbd5e1; padding: 4px 8px; text-align: left; }
thead th { background: #f1f5f9; }
.subescala { margin-bottom: 10px; break-inside: avoid; }
.descripcion { color: #475569; font-size: 10pt; margin: 0 0 4px; }
.subescala p { margin: 0 0 4px; }
.alerta { border-left: 4px solid #b45309; background: #fffbeb; padding: 6px 10px; margin: 6px 0; break-inside: avoid; }
.alerta-alta { border-color: #b91c1c; background: #fef2f2; }
.alerta p { margin: 2px 0 0; }
.sin-alertas { border-left: 4px solid #15803d; background: #f0fdf4; padding: 6px 10px; }
.nota { color: #475569; font-size: 9pt; margin-top: 18px; }
.acciones { width: 210mm; margin: 16px auto 0; text-align: right; }
.acciones button { font: inherit; padding: 8px 16px; border-radius: 6px; border: 0; background: #1d4ed8; color: #fff; cursor: pointer; }
@media print {
  body { background: #fff; }
  main { width: auto; min-height: 0; margin: 0; padding: 0; box-shadow: none; }
  .acciones { display: none; }
  svg, table, .alerta, .sin-alertas { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  h2 { break-after: avoid; }
  figure { break-inside: avoid; }
}
`;

/** The whole report document, ready to be shown in a new window and printed to PDF. */
export function buildReportHtml({
  username,
  finishedAt,
  generatedAt,
  profile,
}: ReportInput): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${escapeHtml(REPORT_TITLE)} - ${escapeHtml(username)}</title>
<style>${STYLES}</style>
</head>
<body>
<div class="acciones"><button type="button" id="${PRINT_BUTTON_ID}">Imprimir o guardar en PDF</button></div>
<main>
<header>
<h1>${escapeHtml(REPORT_TITLE)}</h1>
<dl>
<dt>Usuario</dt><dd>${escapeHtml(username)}</dd>
<dt>Fecha del test</dt><dd>${escapeHtml(formatDateTime(finishedAt))}</dd>
<dt>Versión del test</dt><dd>${escapeHtml(profile.version)}</dd>
<dt>Informe generado</dt><dd>${escapeHtml(formatDateTime(generatedAt))}</dd>
</dl>
</header>
<section>
<h2>Perfil</h2>
<figure>${chartSvg(profile)}</figure>
${scoresTable(profile)}
<p class="descripcion">Niveles: Bajo por debajo de 35, Medio de 35 a menos de 65, Alto desde 65.</p>
</section>
<section>
<h2>Validez de las respuestas</h2>
${validity(profile)}
</section>
<section>
<h2>Interpretación</h2>
${interpretation(profile)}
</section>
<p class="nota">Este informe es orientativo y sirve para preparar las pruebas de personalidad de los procesos selectivos; no sustituye la evaluación de un profesional.</p>
</main>
</body>
</html>`;
}
