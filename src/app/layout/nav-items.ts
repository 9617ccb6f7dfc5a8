import type { LucideIcon } from 'lucide-react';
import {
  Brain,
  BarChart3,
  BookOpen,
  ClipboardCheck,
  ClipboardList,
  Dumbbell,
  FilePlus2,
  Flag,
  History,
  Home,
  ListChecks,
  Puzzle,
  Sparkles,
  Timer,
  TimerReset,
  Trophy,
  UserRound,
  Users,
} from 'lucide-react';
import type { Nivel } from '@/core/contract';
import { canStartPlans } from '@/core/contract/base';
import type { PlansOwned } from '@/app/owned-plans';
import { paths } from '@/config/paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the super-admin sees it. */
  requiresSA?: boolean;
  /** Levels that see it; every level when absent. */
  levels?: Nivel[];
  /**
   * A plan screen (spec §6: not for the usuario level): shown to the levels that may start
   * plans, and to a usuario who has plans of that kind, which stay theirs (README).
   */
  plan?: keyof PlansOwned;
}

export const NO_PLANS: PlansOwned = { estudio: false, fisico: false };

export interface NavGroup {
  label: string;
  items: NavItem[];
}

const TOOLS_GROUP = 'Herramientas IA';
const PROGRESS_GROUP = 'Mi Progreso';

export const NAV_GROUPS: NavGroup[] = [
  { label: 'Principal', items: [{ to: paths.home, label: 'Inicio', icon: Home }] },
  {
    label: 'Tests',
    items: [
      { to: paths.test, label: 'Iniciar Test', icon: ListChecks },
      { to: paths.mockExam, label: 'Simulacro', icon: Timer },
      { to: paths.psychotechnicTest, label: 'Test Psicotécnico', icon: Puzzle },
      { to: paths.psychotechnicMockExam, label: 'Simulacro Psicotécnico', icon: TimerReset },
      { to: paths.personality, label: 'Test de Personalidad', icon: UserRound },
    ],
  },
  {
    label: PROGRESS_GROUP,
    items: [
      { to: paths.statistics, label: 'Estadísticas', icon: BarChart3 },
      { to: paths.history, label: 'Historial', icon: History },
      { to: paths.ranking, label: 'Ranking', icon: Trophy },
    ],
  },
  {
    // Spec §6: SA and admin only (visibleNav moves the plan screens for the other levels).
    label: TOOLS_GROUP,
    items: [
      { to: paths.createTest, label: 'Generar Preguntas', icon: Sparkles, requiresSA: true },
      {
        to: paths.createPsychotechnics,
        label: 'Generar Psicotécnicos',
        icon: Brain,
        requiresSA: true,
      },
      {
        to: paths.questionReview,
        label: 'Revisar Preguntas',
        icon: ClipboardCheck,
        requiresSA: true,
      },
      { to: paths.createSummary, label: 'Crear Resumen', icon: FilePlus2, levels: ['SA', 'admin'] },
      { to: paths.studyPlans, label: 'Planes de Estudio', icon: ClipboardList, plan: 'estudio' },
      { to: paths.physicalPlans, label: 'Planes Físicos', icon: Dumbbell, plan: 'fisico' },
    ],
  },
  {
    label: 'Recursos',
    items: [
      { to: paths.summaries, label: 'Mis Resúmenes', icon: BookOpen },
      { to: paths.users, label: 'Usuarios', icon: Users, requiresSA: true },
      { to: paths.issueReports, label: 'Incidencias', icon: Flag, requiresSA: true },
    ],
  },
];

/** The groups and items a user sees: exactly the screens they may open (spec §6, README). */
export function visibleNav(nivel: Nivel, owned: PlansOwned = NO_PLANS): NavGroup[] {
  const shows = (item: NavItem) =>
    (!item.requiresSA || nivel === 'SA') &&
    (!item.levels || item.levels.includes(nivel)) &&
    (!item.plan || canStartPlans(nivel) || owned[item.plan]);
  const shown = NAV_GROUPS.map((group) => ({ ...group, items: group.items.filter(shows) }));
  if (nivel !== 'SA' && nivel !== 'admin') {
    // Spec §6 shows 'Herramientas IA' to SA and admin only: the plan screens another level may
    // open are listed under 'Mi Progreso' instead.
    const tools = shown.find((group) => group.label === TOOLS_GROUP);
    const progress = shown.find((group) => group.label === PROGRESS_GROUP);
    if (tools && progress) {
      progress.items = [...progress.items, ...tools.items];
      tools.items = [];
    }
  }
  return shown.filter((group) => group.items.length > 0);
}
