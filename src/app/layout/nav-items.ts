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
import { paths } from '../paths';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Only the super-admin sees it. */
  requiresSA?: boolean;
  /** Flagged in the spec as not for the 'usuario' level. */
  notForUsuario?: boolean;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
  /** Levels that see the group at all; every level when absent. */
  levels?: Nivel[];
}

export const NAV_GROUPS: NavGroup[] = [
  { label: 'Principal', items: [{ to: paths.home, label: 'Inicio', icon: Home }] },
  {
    label: 'Tests',
    items: [
      { to: paths.test, label: 'Iniciar Test', icon: ListChecks },
      { to: paths.simulacro, label: 'Simulacro', icon: Timer },
      { to: paths.testPsicotecnico, label: 'Test Psicotécnico', icon: Puzzle },
      { to: paths.simulacroPsicotecnico, label: 'Simulacro Psicotécnico', icon: TimerReset },
      { to: paths.personalidad, label: 'Test de Personalidad', icon: UserRound },
    ],
  },
  {
    label: 'Mi Progreso',
    items: [
      { to: paths.estadisticas, label: 'Estadísticas', icon: BarChart3 },
      { to: paths.historial, label: 'Historial', icon: History },
      { to: paths.ranking, label: 'Ranking', icon: Trophy },
    ],
  },
  {
    label: 'Herramientas IA',
    levels: ['SA', 'admin'],
    items: [
      { to: paths.crearTest, label: 'Generar Preguntas', icon: Sparkles, requiresSA: true },
      { to: paths.crearPsicotecnicos, label: 'Generar Psicotécnicos', icon: Brain, requiresSA: true },
      { to: paths.revision, label: 'Revisar Preguntas', icon: ClipboardCheck, requiresSA: true },
      { to: paths.crearResumen, label: 'Crear Resumen', icon: FilePlus2 },
      { to: paths.planesEstudio, label: 'Planes de Estudio', icon: ClipboardList, notForUsuario: true },
      { to: paths.planesFisicos, label: 'Planes Físicos', icon: Dumbbell, notForUsuario: true },
    ],
  },
  {
    label: 'Recursos',
    items: [
      { to: paths.resumenes, label: 'Mis Resúmenes', icon: BookOpen },
      { to: paths.usuarios, label: 'Usuarios', icon: Users, requiresSA: true },
      { to: paths.incidencias, label: 'Incidencias', icon: Flag, requiresSA: true },
    ],
  },
];

/** The groups and items a user of the given level sees (spec §6). */
export function visibleNav(nivel: Nivel): NavGroup[] {
  return NAV_GROUPS.filter((group) => !group.levels || group.levels.includes(nivel))
    .map((group) => ({
      ...group,
      items: group.items.filter(
        (item) => (!item.requiresSA || nivel === 'SA') && (!item.notForUsuario || nivel !== 'usuario'),
      ),
    }))
    .filter((group) => group.items.length > 0);
}

export const NIVEL_LABEL: Record<Nivel, string> = {
  SA: 'Super-administrador',
  admin: 'Administrador',
  usuario: 'Usuario',
  invitado: 'Invitado',
};

