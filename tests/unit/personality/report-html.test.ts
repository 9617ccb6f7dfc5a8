import { describe, expect, it } from 'vitest';
import type { PersonalityDefinition, PersonalityItem } from '../../../src/core/contract';
import { SUBSCALE_CODES } from '../../../src/core/contract';
import { scorePersonality } from '../../../src/core/personality';
import { escapeHtml } from '../../../src/core/html';
import { buildReportHtml } from '../../../src/features/personality/report/report-html';

function definition(): PersonalityDefinition {
  const items: PersonalityItem[] = SUBSCALE_CODES.flatMap((factor, i) => [
    { id: i * 2 + 1, texto: 'a', factor, invertido: false },
    { id: i * 2 + 2, texto: 'b', factor, invertido: false },
  ]);
  items.push(
    ...[13, 14, 15].map((id) => ({ id, texto: 'ip', factor: 'IP' as const, invertido: false })),
  );
  return {
    version: '1.0.0',
    items,
    pares_inconsistencia: [
      [1, 2],
      [3, 4],
      [5, 6],
      [7, 8],
    ],
  };
}

describe('the printable personality report', () => {
  const def = definition();
  // Pairs answered 1 and 5: four flags (high inconsistency); IP answered 5: desirability.
  const answers = Object.fromEntries(def.items.map((item) => [item.id, item.id % 2 ? 1 : 5]));
  for (const id of [13, 14, 15]) answers[id] = 5;
  const profile = scorePersonality(def, answers);
  const html = buildReportHtml({
    username: '<img src=x onerror="alert(1)">Ana & "Luis"',
    finishedAt: Date.UTC(2026, 10, 21, 9, 30),
    generatedAt: Date.UTC(2026, 10, 22, 9, 30),
    profile,
  });

  it('escapes every character that could open markup', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('escapes the user name and carries no script at all', () => {
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '&lt;img src=x onerror=&quot;alert(1)&quot;&gt;Ana &amp; &quot;Luis&quot;',
    );
    expect(html).not.toMatch(/<script/i);
    // No element carries an event handler (the escaped name shows one only as text).
    expect(html).not.toMatch(/<[^>]*\son\w+=/i);
  });

  it('is an A4 printable document with the chart, every subscale and the alerts', () => {
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('@page { size: A4;');
    expect(html).toContain('@media print');
    expect(html).toMatch(/<svg[^>]*role="img"/);
    expect(html.match(/<rect /g)).toHaveLength(profile.subescalas.length * 2);
    for (const s of profile.subescalas) {
      expect(html).toContain(escapeHtml(s.nombre));
      expect(html).toContain(escapeHtml(s.interpretacion));
    }
    expect(html).toContain('Inconsistencia alta');
    expect(html).toContain('Posible deseabilidad social');
    expect(html).toContain('Informe del Test de Personalidad (IPF-B)');
  });
});
