/** First names used in word problems. */
export const NOMBRES = [
  'Ana',
  'Luis',
  'Marta',
  'Javier',
  'Lucía',
  'Carlos',
  'Elena',
  'Pablo',
  'Inés',
  'Sergio',
  'Carmen',
  'Raúl',
  'Nuria',
  'Andrés',
  'Rocío',
  'Tomás',
] as const;
