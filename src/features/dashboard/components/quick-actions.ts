import type { Nivel } from '@/core/contract';

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
    { to: '/test', label: 'Iniciar Test' },
    { to: '/simulacro', label: 'Simulacro' },
    { to: '/test-personalidad', label: 'Test de Personalidad' },
    { to: '/donacion', label: 'Apoya el proyecto' },
  ];
  if (nivel === 'SA') actions.push({ to: '/crear-test', label: 'Generar Test (Admin)' });
  if (nivel === 'admin' || nivel === 'usuario')
    actions.push({ to: '/estadisticas', label: 'Ver Progreso' });
  return actions;
}

export const NIVEL_TEXT: Record<Nivel, string> = {
  SA: 'Super-administrador',
  admin: 'Administrador',
  usuario: 'Usuario',
  invitado: 'Invitado',
};
