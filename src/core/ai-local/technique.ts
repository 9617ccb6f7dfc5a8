import { BLANK, generateCloze } from './cloze';
import type { KeyTerm } from './key-terms';
import { keyTerms } from './key-terms';
import type { ParsedText, Sentence } from './text';
import { parseText, stemKey } from './text';
import { topSentences } from './text-rank';

export const METODOS = ['feynman', 'loci', 'mapa', 'preguntas'] as const;
export type Metodo = (typeof METODOS)[number];

export interface TechniqueInput {
  resumen: string;
  tema: string;
  seccion?: string;
  metodo: Metodo;
}

/** The spec's spaced review intervals (§9), in minutes. */
export const REVIEW_INTERVALS = [
  { minutos: 10, etiqueta: '10 minutos' },
  { minutos: 60 * 24, etiqueta: '1 día' },
  { minutos: 60 * 24 * 3, etiqueta: '3 días' },
  { minutos: 60 * 24 * 7, etiqueta: '1 semana' },
  { minutos: 60 * 24 * 30, etiqueta: '1 mes' },
] as const;

export const LOCI_MIN = 8;
export const LOCI_MAX = 12;

export const LOCI_ROUTE = [
  'la puerta de entrada',
  'el recibidor',
  'el perchero',
  'el salón',
  'el sofá',
  'la televisión',
  'la cocina',
  'la nevera',
  'el pasillo',
  'el baño',
  'el dormitorio',
  'la ventana del dormitorio',
] as const;

const REVIEW_LINE = `Repasos espaciados: repasa a los ${REVIEW_INTERVALS.map((r) => r.etiqueta)
  .slice(0, -1)
  .join(
    ', ',
  )} y ${REVIEW_INTERVALS[REVIEW_INTERVALS.length - 1]?.etiqueta ?? ''} de estudiarlo por primera vez.`;

function header(title: string, input: TechniqueInput): string[] {
  const lines = [`${title} — ${input.tema.trim() || 'Tema sin título'}`];
  if (input.seccion?.trim()) lines.push(`Sección: ${input.seccion.trim()}`);
  return lines;
}

function keyIdeas(parsed: ParsedText, count: number): Sentence[] {
  return topSentences(parsed.sentences, count, parsed.headings).map(
    (i) => parsed.sentences[i] as Sentence,
  );
}

/** The key term a sentence is about, for the images and the questions. */
function termOf(sentence: Sentence, terms: KeyTerm[]): string | null {
  const line = ` ${stemKey(sentence.text)} `;
  return terms.find((t) => line.includes(` ${stemKey(t.text)} `))?.text ?? null;
}

function feynman(input: TechniqueInput, parsed: ParsedText): string {
  const ideas = keyIdeas(parsed, Math.min(6, parsed.sentences.length));
  const terms = keyTerms(parsed, 5);
  const main = ideas[0];
  const lines = [...header('Técnica Feynman', input), ''];
  lines.push(
    '1. La idea central en una frase:',
    main ? `   ${main.text}` : '   (Escribe aquí la idea central.)',
    '',
  );
  lines.push(
    '2. Explícalo con tus palabras, como si se lo contaras a alguien que no sabe nada del tema:',
  );
  for (const idea of ideas) lines.push(`   - ${idea.text}`);
  lines.push('', '3. Conceptos que debes saber explicar sin mirar:');
  for (const term of terms)
    lines.push(`   - ${term.text}: ${parsed.sentences[term.sentence]?.text ?? ''}`);
  lines.push(
    '',
    '4. Busca tus lagunas: si te atascas en alguna de estas preguntas, vuelve al texto.',
  );
  for (const term of terms.slice(0, 3))
    lines.push(`   - ¿Sabrías explicar «${term.text}» con un ejemplo propio?`);
  lines.push(
    '',
    '5. Simplifica: vuelve a contarlo en voz alta en menos de dos minutos, sin tecnicismos innecesarios.',
  );
  return [...lines, '', REVIEW_LINE].join('\n');
}

/** 8 to 12 ideas: the best sentences, topped up with key terms when the text is short. */
function lociIdeas(
  parsed: ParsedText,
  terms: KeyTerm[],
): { idea: string; imagen: string | null }[] {
  const wanted = Math.min(LOCI_MAX, Math.max(LOCI_MIN, Math.round(parsed.sentences.length * 0.4)));
  const ideas = keyIdeas(parsed, Math.min(wanted, parsed.sentences.length)).map((s) => ({
    idea: s.text,
    imagen: termOf(s, terms),
  }));
  for (const term of terms) {
    if (ideas.length >= LOCI_MIN) break;
    if (ideas.some((i) => i.imagen === term.text)) continue;
    ideas.push({ idea: `Concepto clave: ${term.text}.`, imagen: term.text });
  }
  return ideas.slice(0, LOCI_MAX);
}

function loci(input: TechniqueInput, parsed: ParsedText): string {
  const ideas = lociIdeas(parsed, keyTerms(parsed, LOCI_MAX));
  const lines = [...header('Palacio de la memoria (método Loci)', input), ''];
  lines.push(
    'Recorre mentalmente tu casa, siempre en el mismo orden, y deja en cada estación una idea clave.',
    '',
  );
  ideas.forEach(({ idea, imagen }, i) => {
    lines.push(`Estación ${i + 1} · ${LOCI_ROUTE[i] ?? ''}: ${idea}`);
    if (imagen)
      lines.push(
        `   Imagen: ve «${imagen}» en ${LOCI_ROUTE[i] ?? ''}, grande, exagerado y en movimiento.`,
      );
  });
  lines.push(
    '',
    'Para recordar, vuelve a recorrer la ruta desde la puerta de entrada y recupera cada idea en su estación.',
  );
  return [...lines, '', REVIEW_LINE].join('\n');
}

function branch(label: string, leaves: string[], last: boolean): string[] {
  const lines = [`${last ? '└─' : '├─'} ${label}`];
  leaves.forEach((leaf, i) =>
    lines.push(`${last ? '   ' : '│  '}${i === leaves.length - 1 ? '└─' : '├─'} ${leaf}`),
  );
  return lines;
}

function mapa(input: TechniqueInput, parsed: ParsedText): string {
  const chosen = new Set(
    topSentences(
      parsed.sentences,
      Math.max(1, Math.ceil(parsed.sentences.length / 3)),
      parsed.headings,
    ),
  );
  const sections = parsed.headings
    .map((heading, index) => ({
      label: heading,
      leaves: parsed.sentences
        .filter((s) => s.section === index && chosen.has(s.index))
        .map((s) => s.text),
    }))
    .filter((b) => b.leaves.length > 0);
  const branches =
    sections.length > 1
      ? sections
      : keyTerms(parsed, 5).map((term) => ({
          label: term.text,
          leaves: parsed.sentences
            .filter((s) => ` ${stemKey(s.text)} `.includes(` ${stemKey(term.text)} `))
            .slice(0, 2)
            .map((s) => s.text),
        }));
  const lines = [...header('Mapa mental', input), '', (input.tema.trim() || 'Tema').toUpperCase()];
  branches.forEach((b, i) => lines.push(...branch(b.label, b.leaves, i === branches.length - 1)));
  lines.push(
    '',
    'Dibújalo a mano: el tema en el centro, una rama de color por apartado y una palabra o imagen por idea.',
  );
  return [...lines, '', REVIEW_LINE].join('\n');
}

function openQuestions(
  parsed: ParsedText,
  limit: number,
): { pregunta: string; respuesta: string }[] {
  return parsed.headings
    .map((heading, index) => ({
      heading,
      first: parsed.sentences.find((s) => s.section === index),
    }))
    .filter((x): x is { heading: string; first: Sentence } => x.first !== undefined)
    .slice(0, limit)
    .map(({ heading, first }) => ({
      pregunta: `¿Qué establece «${heading}»?`,
      respuesta: first.text,
    }));
}

function preguntas(input: TechniqueInput, parsed: ParsedText): string {
  const cloze = generateCloze(input.resumen, { cantidad: 6, semilla: 'preguntas' }).map((q) => ({
    pregunta: q.pregunta.replace(BLANK, '…'),
    respuesta: q.respuestas.find((r) => r.indice === q.correcta_indice)?.respuesta ?? '',
  }));
  const items = [...cloze, ...openQuestions(parsed, 4)];
  const lines = [...header('Preguntas de autoevaluación', input), ''];
  lines.push(
    'Responde sin mirar y después comprueba la respuesta. Marca las que falles y repítelas primero.',
    '',
  );
  items.forEach((item, i) =>
    lines.push(`${i + 1}. ${item.pregunta}`, `   Respuesta: ${item.respuesta}`, ''),
  );
  if (items.length === 0)
    lines.push('El texto es demasiado corto para sacar preguntas: amplía el resumen.', '');
  return [...lines, REVIEW_LINE].join('\n');
}

const BUILDERS: Record<Metodo, (input: TechniqueInput, parsed: ParsedText) => string> = {
  feynman,
  loci,
  mapa,
  preguntas,
};

/** A memorisation technique for a summary, as plain text ready for the technique editor. */
export function generateTechnique(input: TechniqueInput): string {
  return BUILDERS[input.metodo](input, parseText(input.resumen));
}
