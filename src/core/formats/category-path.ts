/**
 * Moodle category paths ("$course$/top/Sección/Tema"), read the same way as
 * the $CATEGORY lines in gift.ts so that both formats agree on the result.
 */

export type Category = { seccion: string; tema: string } | { error: string };

export function parseCategoryPath(path: string): Category {
  const trimmed = path.trim();
  const segments = splitCategoryPath(trimmed);
  // Moodle writes the context first (`$course$`, `$system$`…) and then its "top" category.
  if (/^\$\w+\$$/.test(segments[0] ?? '')) segments.shift();
  if (segments[0] === 'top') segments.shift();
  const [seccion, tema] = segments.slice(-2);
  if (seccion === undefined || tema === undefined) {
    return { error: `La categoría "${trimmed}" debe tener la forma Sección/Tema` };
  }
  return { seccion, tema };
}

/** Always with the `$course$/top/` prefix, so that a section called "top" survives the trip. */
export function formatCategoryPath(seccion: string, tema: string): string {
  return `$course$/top/${segment(seccion)}/${segment(tema)}`;
}

/** Moodle separates levels with "/" and writes a literal slash inside a name as "//". */
function splitCategoryPath(path: string): string[] {
  return path
    .split(/(?<!\/)\/(?!\/)/)
    .map((part) => part.replaceAll('//', '/').replace(/\s+/g, ' ').trim())
    .filter((part) => part !== '');
}

function segment(name: string): string {
  return name.replace(/\s+/g, ' ').trim().replaceAll('/', '//');
}
