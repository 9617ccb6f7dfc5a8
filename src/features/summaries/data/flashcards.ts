// Cards to review, read from a memorisation technique's text: the Flashcards template's
// 'Pregunta:' / 'Respuesta:' pairs and the self-test questions of the 'preguntas' method
// ('1. …' then 'Respuesta: …'), whether the local engine or a model wrote them.

export interface Flashcard {
  /** Stable while the question's wording stays: its schedule is kept under this id. */
  id: string;
  front: string;
  back: string;
}

const ANSWER = /^(?:[-•*]\s*)?(?:respuesta|resp\.|r|reverso)\s*:\s*(.*)$/i;
const QUESTION = /^(?:\d+[.)]\s*)?(?:[-•*]\s*)?(?:pregunta|p|anverso)(?:\s+\d+)?\s*:\s*(.*)$/i;
const NUMBERED = /^(?:\d+[.)]|[-•*])\s+(.*)$/;

/** The id of a card: its question, lower case, spaces collapsed. */
export function cardId(front: string): string {
  return front.toLocaleLowerCase('es').replace(/\s+/g, ' ').trim();
}

/** Every question with a non-empty answer, in order, each question once. */
export function parseFlashcards(text: string): Flashcard[] {
  const cards: Flashcard[] = [];
  let question: string | null = null;
  let open: { front: string; back: string } | null = null;
  const close = () => {
    if (open && open.front && open.back) cards.push({ id: cardId(open.front), ...open });
    open = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') {
      close();
      continue;
    }
    const answer = ANSWER.exec(line);
    if (answer) {
      close();
      if (question !== null) open = { front: question, back: (answer[1] ?? '').trim() };
      question = null;
      continue;
    }
    const prefixed = QUESTION.exec(line) ?? NUMBERED.exec(line);
    if (prefixed) {
      close();
      question = (prefixed[1] ?? '').trim();
    } else if (open) {
      open.back = `${open.back} ${line}`.trim();
    } else {
      question = line;
    }
  }
  close();
  const seen = new Set<string>();
  return cards.filter((card) => !seen.has(card.id) && seen.add(card.id));
}
