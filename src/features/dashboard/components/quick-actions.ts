import type { Nivel } from '@/core/contract';
import { paths } from '@/config/paths';

export interface QuickAction {
  to: string;
  label: string;
}

/**
 * 'Acciones rápidas' (spec §2 and §6): everyone gets the tests and the donation page;
 * 'Generar Test (Admin)' is for the super-admin only; 'Ver Progreso' for admin and plain users.
 */
export function quickActions(nivel: Nivel): QuickAction[] {
  const actions: QuickAction[] = [
    { to: paths.test, label: 'Iniciar Test' },
    { to: paths.mockExam, label: 'Simulacro' },
    { to: paths.personality, label: 'Test de Personalidad' },
    { to: paths.donation, label: 'Apoya el proyecto' },
  ];
  if (nivel === 'SA') actions.push({ to: paths.createTest, label: 'Generar Test (Admin)' });
  if (nivel === 'admin' || nivel === 'usuario')
    actions.push({ to: paths.statistics, label: 'Ver Progreso' });
  return actions;
}

export const NIVEL_TEXT: Record<Nivel, string> = {
  SA: 'Super-administrador',
  admin: 'Administrador',
  usuario: 'Usuario',
  invitado: 'Invitado',
};
