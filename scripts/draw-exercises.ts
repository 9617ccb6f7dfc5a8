// Draws the project's own exercise illustrations: simple line figures, one pose per exercise,
// written as SVG files into server/content/exercises. Run it after changing a pose:
//   node --import tsx scripts/draw-exercises.ts
// The SVG files are committed; the server only reads them (server/content/exercises/index.ts).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

type P = readonly [number, number];

/** A figure seen from the side or the front: the near limbs dark, the far ones lighter. */
interface Pose {
  head: P;
  neck: P;
  hip: P;
  /** Near and far arm: elbow, hand. */
  arms: [[P, P], [P, P]];
  /** Near and far leg: knee, foot. */
  legs: [[P, P], [P, P]];
}

const INK = '#1e293b';
const FAR = '#94a3b8';
const PROP = '#64748b';
const GROUND = 145;

const pt = ([x, y]: P) => `${x},${y}`;
const line = (points: P[], color = INK, width = 7) =>
  `<polyline points="${points.map(pt).join(' ')}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

function figure(p: Pose): string {
  const [nearArm, farArm] = p.arms;
  const [nearLeg, farLeg] = p.legs;
  return [
    line([p.neck, ...farArm], FAR),
    line([p.hip, ...farLeg], FAR),
    line([p.neck, p.hip]),
    line([p.hip, ...nearLeg]),
    line([p.neck, ...nearArm]),
    `<circle cx="${p.head[0]}" cy="${p.head[1]}" r="11" fill="#fff" stroke="${INK}" stroke-width="6"/>`,
  ].join('');
}

const ground = (from = 10, to = 190) =>
  line(
    [
      [from, GROUND + 6],
      [to, GROUND + 6],
    ],
    '#cbd5e1',
    3,
  );
const prop = (points: P[], width = 5) => line(points, PROP, width);
const circle = (c: P, r: number, fill = 'none') =>
  `<circle cx="${c[0]}" cy="${c[1]}" r="${r}" fill="${fill}" stroke="${PROP}" stroke-width="5"/>`;
const dashed = (d: string) =>
  `<path d="${d}" fill="none" stroke="${PROP}" stroke-width="3" stroke-dasharray="6 6" stroke-linecap="round"/>`;
const scaled = (content: string, x: number, y: number, s: number) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${content}</g>`;

const standing: Pose = {
  head: [100, 30],
  neck: [100, 45],
  hip: [100, 90],
  arms: [
    [
      [102, 68],
      [104, 90],
    ],
    [
      [98, 68],
      [96, 90],
    ],
  ],
  legs: [
    [
      [102, 117],
      [102, GROUND],
    ],
    [
      [98, 117],
      [98, GROUND],
    ],
  ],
};

const running: Pose = {
  head: [108, 30],
  neck: [104, 45],
  hip: [96, 88],
  arms: [
    [
      [118, 62],
      [128, 48],
    ],
    [
      [88, 66],
      [80, 82],
    ],
  ],
  legs: [
    [
      [122, 104],
      [116, 132],
    ],
    [
      [86, 116],
      [66, 124],
    ],
  ],
};

/** slug → the drawing's SVG body (without the outer <svg>). */
export const DRAWINGS: Record<string, () => string> = {
  flexiones: () =>
    ground() +
    figure({
      head: [158, 90],
      neck: [145, 100],
      hip: [92, 121],
      arms: [
        [
          [145, 122],
          [145, GROUND],
        ],
        [
          [151, 122],
          [151, GROUND],
        ],
      ],
      legs: [
        [
          [66, 131],
          [40, GROUND - 4],
        ],
        [
          [66, 131],
          [40, GROUND - 4],
        ],
      ],
    }),
  dominadas: () =>
    prop([
      [40, GROUND],
      [40, 28],
      [160, 28],
      [160, GROUND],
    ]) +
    figure({
      head: [100, 14],
      neck: [100, 32],
      hip: [100, 80],
      arms: [
        [
          [72, 50],
          [80, 28],
        ],
        [
          [128, 50],
          [120, 28],
        ],
      ],
      legs: [
        [
          [96, 106],
          [92, 130],
        ],
        [
          [104, 106],
          [108, 130],
        ],
      ],
    }) +
    ground(),
  'suspension-barra': () =>
    prop([
      [40, GROUND],
      [40, 28],
      [160, 28],
      [160, GROUND],
    ]) +
    figure({
      head: [100, 16],
      neck: [100, 34],
      hip: [100, 82],
      arms: [
        [
          [80, 44],
          [84, 28],
        ],
        [
          [120, 44],
          [116, 28],
        ],
      ],
      legs: [
        [
          [98, 110],
          [98, 136],
        ],
        [
          [102, 110],
          [102, 136],
        ],
      ],
    }) +
    circle([176, 80], 12) +
    line(
      [
        [176, 80],
        [176, 72],
      ],
      PROP,
      3,
    ) +
    line(
      [
        [176, 80],
        [182, 84],
      ],
      PROP,
      3,
    ) +
    ground(),
  sentadilla: () =>
    ground() +
    figure({
      head: [112, 52],
      neck: [108, 66],
      hip: [76, 102],
      arms: [
        [
          [128, 76],
          [150, 76],
        ],
        [
          [124, 72],
          [146, 72],
        ],
      ],
      legs: [
        [
          [112, 110],
          [100, GROUND],
        ],
        [
          [108, 112],
          [96, GROUND],
        ],
      ],
    }),
  zancada: () =>
    ground() +
    figure({
      head: [100, 38],
      neck: [100, 53],
      hip: [100, 98],
      arms: [
        [
          [90, 74],
          [100, 94],
        ],
        [
          [110, 74],
          [102, 94],
        ],
      ],
      legs: [
        [
          [132, 110],
          [134, GROUND],
        ],
        [
          [84, 136],
          [60, GROUND - 2],
        ],
      ],
    }),
  plancha: () =>
    ground() +
    figure({
      head: [156, 100],
      neck: [143, 110],
      hip: [92, 126],
      arms: [
        [
          [143, GROUND],
          [166, GROUND],
        ],
        [
          [149, GROUND - 2],
          [170, GROUND - 2],
        ],
      ],
      legs: [
        [
          [66, 134],
          [40, GROUND - 2],
        ],
        [
          [66, 134],
          [40, GROUND - 2],
        ],
      ],
    }),
  burpee: () =>
    ground() +
    figure({
      head: [100, 30],
      neck: [100, 45],
      hip: [100, 88],
      arms: [
        [
          [88, 26],
          [84, 8],
        ],
        [
          [112, 26],
          [116, 8],
        ],
      ],
      legs: [
        [
          [94, 112],
          [92, 132],
        ],
        [
          [106, 112],
          [108, 132],
        ],
      ],
    }) +
    dashed('M40 140 L40 70 M34 78 L40 68 L46 78') +
    dashed('M160 140 L160 70 M154 78 L160 68 L166 78'),
  abdominales: () =>
    ground() +
    figure({
      head: [50, 110],
      neck: [62, 120],
      hip: [92, GROUND - 6],
      arms: [
        [
          [76, 104],
          [56, 100],
        ],
        [
          [72, 108],
          [52, 104],
        ],
      ],
      legs: [
        [
          [120, 110],
          [146, GROUND],
        ],
        [
          [116, 112],
          [142, GROUND],
        ],
      ],
    }),
  'carrera-continua': () => ground() + figure(running),
  sprint: () =>
    ground() +
    figure({
      head: [124, 36],
      neck: [114, 50],
      hip: [92, 88],
      arms: [
        [
          [128, 62],
          [140, 48],
        ],
        [
          [96, 70],
          [80, 76],
        ],
      ],
      legs: [
        [
          [124, 94],
          [124, 124],
        ],
        [
          [84, 118],
          [58, 110],
        ],
      ],
    }) +
    prop(
      [
        [20, 50],
        [50, 50],
      ],
      4,
    ) +
    prop(
      [
        [14, 72],
        [46, 72],
      ],
      4,
    ) +
    prop(
      [
        [24, 94],
        [56, 94],
      ],
      4,
    ),
  'salto-vertical': () =>
    ground() +
    prop([
      [156, 4],
      [156, GROUND],
    ]) +
    [20, 40, 60, 80]
      .map((y) =>
        prop(
          [
            [156, y],
            [168, y],
          ],
          3,
        ),
      )
      .join('') +
    figure({
      head: [100, 30],
      neck: [100, 45],
      hip: [100, 88],
      arms: [
        [
          [112, 28],
          [122, 10],
        ],
        [
          [88, 64],
          [84, 82],
        ],
      ],
      legs: [
        [
          [96, 112],
          [96, 134],
        ],
        [
          [104, 112],
          [104, 134],
        ],
      ],
    }),
  'salto-horizontal': () =>
    ground() +
    dashed('M30 140 Q90 30 170 140') +
    figure({
      head: [118, 48],
      neck: [110, 60],
      hip: [86, 88],
      arms: [
        [
          [128, 64],
          [146, 60],
        ],
        [
          [124, 68],
          [142, 66],
        ],
      ],
      legs: [
        [
          [110, 96],
          [108, 122],
        ],
        [
          [106, 100],
          [102, 124],
        ],
      ],
    }),
  'press-banca': () =>
    ground() +
    prop(
      [
        [46, 110],
        [150, 110],
      ],
      8,
    ) +
    prop([
      [60, 110],
      [60, GROUND],
    ]) +
    prop([
      [140, 110],
      [140, GROUND],
    ]) +
    figure({
      head: [140, 96],
      neck: [128, 100],
      hip: [78, 102],
      arms: [
        [
          [126, 80],
          [124, 58],
        ],
        [
          [130, 80],
          [128, 58],
        ],
      ],
      legs: [
        [
          [56, 96],
          [46, GROUND],
        ],
        [
          [60, 96],
          [52, GROUND],
        ],
      ],
    }) +
    circle([126, 56], 14),
  'remo-barra': () =>
    ground() +
    figure({
      head: [140, 62],
      neck: [128, 68],
      hip: [82, 82],
      arms: [
        [
          [108, 76],
          [116, 98],
        ],
        [
          [112, 80],
          [120, 100],
        ],
      ],
      legs: [
        [
          [94, 112],
          [86, GROUND],
        ],
        [
          [98, 112],
          [92, GROUND],
        ],
      ],
    }) +
    circle([118, 104], 13),
  'balon-medicinal': () =>
    ground() +
    dashed('M130 14 Q170 0 188 60') +
    figure({
      head: [96, 36],
      neck: [96, 51],
      hip: [100, 95],
      arms: [
        [
          [106, 30],
          [120, 18],
        ],
        [
          [100, 28],
          [114, 14],
        ],
      ],
      legs: [
        [
          [106, 120],
          [104, GROUND],
        ],
        [
          [88, 120],
          [78, GROUND],
        ],
      ],
    }) +
    circle([126, 12], 10, '#e2e8f0'),
  'circuito-agilidad': () =>
    ground() +
    [70, 110, 150, 186]
      .map(
        (x) =>
          `<path d="M${x - 9} ${GROUND} L${x} ${GROUND - 22} L${x + 9} ${GROUND}Z" fill="#fdba74" stroke="${PROP}" stroke-width="3"/>`,
      )
      .join('') +
    dashed('M40 110 Q70 80 90 110 T130 110 T170 110') +
    scaled(figure(running), -20, 20, 0.6),
  natacion: () =>
    `<path d="M6 96 Q22 86 38 96 T70 96 T102 96 T134 96 T166 96 T198 96" fill="none" stroke="#38bdf8" stroke-width="4"/>` +
    `<path d="M6 116 Q22 106 38 116 T70 116 T102 116 T134 116 T166 116 T198 116" fill="none" stroke="#7dd3fc" stroke-width="4"/>` +
    figure({
      head: [150, 88],
      neck: [138, 92],
      hip: [90, 96],
      arms: [
        [
          [120, 70],
          [138, 62],
        ],
        [
          [160, 94],
          [184, 96],
        ],
      ],
      legs: [
        [
          [66, 94],
          [42, 90],
        ],
        [
          [66, 100],
          [42, 104],
        ],
      ],
    }),
  'trepa-cuerda': () =>
    line(
      [
        [100, 0],
        [100, GROUND],
      ],
      '#a16207',
      6,
    ) +
    ground() +
    figure({
      head: [86, 44],
      neck: [90, 58],
      hip: [88, 100],
      arms: [
        [
          [90, 38],
          [100, 24],
        ],
        [
          [86, 70],
          [100, 62],
        ],
      ],
      legs: [
        [
          [106, 108],
          [100, 130],
        ],
        [
          [102, 116],
          [104, 134],
        ],
      ],
    }),
  'peso-muerto': () =>
    ground() +
    figure({
      head: [130, 58],
      neck: [122, 66],
      hip: [84, 78],
      arms: [
        [
          [118, 94],
          [116, 120],
        ],
        [
          [122, 94],
          [120, 120],
        ],
      ],
      legs: [
        [
          [104, 108],
          [96, GROUND],
        ],
        [
          [100, 108],
          [92, GROUND],
        ],
      ],
    }) +
    circle([118, 128], 16),
  'press-militar': () =>
    ground() +
    prop(
      [
        [56, 18],
        [144, 18],
      ],
      6,
    ) +
    prop(
      [
        [60, 6],
        [60, 30],
      ],
      8,
    ) +
    prop(
      [
        [140, 6],
        [140, 30],
      ],
      8,
    ) +
    figure({
      head: [100, 40],
      neck: [100, 55],
      hip: [100, 98],
      arms: [
        [
          [80, 42],
          [82, 18],
        ],
        [
          [120, 42],
          [118, 18],
        ],
      ],
      legs: [
        [
          [94, 122],
          [90, GROUND],
        ],
        [
          [106, 122],
          [110, GROUND],
        ],
      ],
    }),
  'fondos-paralelas': () =>
    ground() +
    prop([
      [60, 74],
      [150, 74],
    ]) +
    prop([
      [70, 74],
      [70, GROUND],
    ]) +
    prop([
      [140, 74],
      [140, GROUND],
    ]) +
    figure({
      head: [106, 36],
      neck: [100, 52],
      hip: [98, 98],
      arms: [
        [
          [82, 60],
          [100, 74],
        ],
        [
          [86, 58],
          [104, 74],
        ],
      ],
      legs: [
        [
          [106, 120],
          [88, 128],
        ],
        [
          [102, 122],
          [84, 132],
        ],
      ],
    }),
  comba: () =>
    ground() +
    `<path d="M76 86 Q100 172 124 86" fill="none" stroke="${PROP}" stroke-width="3"/>` +
    dashed('M76 86 Q100 -20 124 86') +
    figure({
      head: [100, 34],
      neck: [100, 49],
      hip: [100, 92],
      arms: [
        [
          [84, 72],
          [76, 86],
        ],
        [
          [116, 72],
          [124, 86],
        ],
      ],
      legs: [
        [
          [96, 116],
          [96, 136],
        ],
        [
          [104, 116],
          [104, 136],
        ],
      ],
    }),
  escaladores: () =>
    ground() +
    figure({
      head: [158, 80],
      neck: [146, 88],
      hip: [100, 104],
      arms: [
        [
          [146, 118],
          [146, GROUND],
        ],
        [
          [152, 118],
          [152, GROUND],
        ],
      ],
      legs: [
        [
          [128, 118],
          [110, 138],
        ],
        [
          [72, 122],
          [44, 140],
        ],
      ],
    }),
  'puente-gluteo': () =>
    ground() +
    figure({
      head: [40, 134],
      neck: [54, 136],
      hip: [104, 108],
      arms: [
        [
          [72, 142],
          [92, 144],
        ],
        [
          [70, 140],
          [90, 142],
        ],
      ],
      legs: [
        [
          [138, 100],
          [146, GROUND],
        ],
        [
          [134, 102],
          [140, GROUND],
        ],
      ],
    }),
  estiramiento: () =>
    ground() +
    figure({
      head: [122, 100],
      neck: [108, 110],
      hip: [70, 140],
      arms: [
        [
          [128, 124],
          [146, 134],
        ],
        [
          [124, 122],
          [142, 132],
        ],
      ],
      legs: [
        [
          [110, 140],
          [150, 142],
        ],
        [
          [110, 138],
          [150, 140],
        ],
      ],
    }),
  bicicleta: () =>
    ground() +
    circle([58, 120], 22) +
    circle([144, 120], 22) +
    prop([
      [58, 120],
      [96, 118],
      [144, 120],
    ]) +
    prop([
      [96, 118],
      [88, 88],
    ]) +
    prop([
      [78, 86],
      [98, 86],
    ]) +
    prop([
      [144, 120],
      [132, 82],
      [142, 78],
    ]) +
    figure({
      head: [118, 38],
      neck: [110, 52],
      hip: [88, 84],
      arms: [
        [
          [124, 66],
          [136, 80],
        ],
        [
          [120, 64],
          [132, 78],
        ],
      ],
      legs: [
        [
          [114, 96],
          [100, 122],
        ],
        [
          [106, 104],
          [94, 130],
        ],
      ],
    }),
  'course-navette': () =>
    ground() +
    prop(
      [
        [14, 110],
        [14, GROUND],
      ],
      4,
    ) +
    prop(
      [
        [186, 110],
        [186, GROUND],
      ],
      4,
    ) +
    dashed('M40 24 L160 24 M150 16 L160 24 L150 32 M50 16 L40 24 L50 32') +
    scaled(figure(running), 38, 42, 0.7),
  'salto-cajon': () =>
    ground() +
    `<rect x="124" y="104" width="58" height="${GROUND - 104}" fill="#e2e8f0" stroke="${PROP}" stroke-width="5" stroke-linejoin="round"/>` +
    figure({
      head: [104, 24],
      neck: [100, 39],
      hip: [92, 80],
      arms: [
        [
          [114, 34],
          [126, 22],
        ],
        [
          [110, 38],
          [122, 26],
        ],
      ],
      legs: [
        [
          [118, 86],
          [112, 106],
        ],
        [
          [114, 90],
          [106, 108],
        ],
      ],
    }),
  'saltos-tijera': () =>
    ground() +
    figure({
      head: [100, 30],
      neck: [100, 45],
      hip: [100, 90],
      arms: [
        [
          [80, 28],
          [70, 10],
        ],
        [
          [120, 28],
          [130, 10],
        ],
      ],
      legs: [
        [
          [86, 116],
          [74, GROUND - 2],
        ],
        [
          [114, 116],
          [126, GROUND - 2],
        ],
      ],
    }),
  'curl-biceps': () =>
    ground() +
    figure({
      ...standing,
      arms: [
        [
          [100, 72],
          [118, 56],
        ],
        [
          [96, 70],
          [94, 92],
        ],
      ],
    }) +
    prop(
      [
        [118, 46],
        [118, 66],
      ],
      4,
    ) +
    `<rect x="111" y="40" width="14" height="8" rx="2" fill="${PROP}"/><rect x="111" y="64" width="14" height="8" rx="2" fill="${PROP}"/>`,
  'plancha-lateral': () =>
    ground() +
    figure({
      head: [152, 86],
      neck: [140, 96],
      hip: [90, 118],
      arms: [
        [
          [140, 120],
          [160, GROUND],
        ],
        [
          [140, 72],
          [140, 48],
        ],
      ],
      legs: [
        [
          [64, 130],
          [40, GROUND - 2],
        ],
        [
          [64, 132],
          [40, GROUND],
        ],
      ],
    }),
  vallas: () =>
    ground() +
    prop([
      [124, 98],
      [124, GROUND],
    ]) +
    prop(
      [
        [108, 98],
        [140, 98],
      ],
      8,
    ) +
    prop([
      [112, GROUND],
      [136, GROUND],
    ]) +
    figure({
      head: [100, 30],
      neck: [98, 45],
      hip: [94, 82],
      arms: [
        [
          [114, 56],
          [132, 60],
        ],
        [
          [84, 60],
          [74, 72],
        ],
      ],
      legs: [
        [
          [124, 78],
          [154, 84],
        ],
        [
          [74, 88],
          [64, 112],
        ],
      ],
    }),
  'remo-invertido': () =>
    ground() +
    prop([
      [150, 70],
      [150, GROUND],
    ]) +
    prop([
      [110, 74],
      [170, 74],
    ]) +
    figure({
      head: [134, 88],
      neck: [122, 94],
      hip: [82, 116],
      arms: [
        [
          [116, 80],
          [128, 74],
        ],
        [
          [120, 82],
          [132, 74],
        ],
      ],
      legs: [
        [
          [60, 128],
          [38, GROUND - 2],
        ],
        [
          [60, 130],
          [38, GROUND],
        ],
      ],
    }),
  caminar: () =>
    ground() +
    figure({
      head: [102, 30],
      neck: [100, 45],
      hip: [98, 90],
      arms: [
        [
          [106, 66],
          [114, 84],
        ],
        [
          [92, 66],
          [86, 84],
        ],
      ],
      legs: [
        [
          [108, 117],
          [116, GROUND],
        ],
        [
          [92, 118],
          [82, GROUND],
        ],
      ],
    }),
  'estiramiento-cuadriceps': () =>
    ground() +
    figure({
      ...standing,
      arms: [
        [
          [96, 72],
          [84, 100],
        ],
        [
          [110, 60],
          [126, 50],
        ],
      ],
      legs: [
        [
          [102, 117],
          [102, GROUND],
        ],
        [
          [96, 116],
          [82, 96],
        ],
      ],
    }),
};

export function svgOf(slug: string, title: string): string {
  const draw = DRAWINGS[slug];
  if (!draw) throw new Error(`Sin dibujo: ${slug}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 160" width="400" height="320" role="img"><title>${title}</title><rect width="200" height="160" fill="#f8fafc"/>${draw()}</svg>\n`;
}

async function main() {
  const { EXERCISE_ILLUSTRATIONS } = await import('../server/content/exercises/index');
  const dir = path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '../server/content/exercises',
  );
  for (const item of EXERCISE_ILLUSTRATIONS)
    writeFileSync(path.join(dir, `${item.slug}.svg`), svgOf(item.slug, item.titulo));
  console.log(`${EXERCISE_ILLUSTRATIONS.length} ilustraciones escritas en ${dir}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  void main();
