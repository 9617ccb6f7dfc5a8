import type { Nivel, UsuarioAdmin } from '@/core/contract';
import { api } from '@/lib/api-client';

export async function searchUsers(q: string): Promise<UsuarioAdmin[]> {
  const query = q.trim() ? `?q=${encodeURIComponent(q.trim())}` : '';
  return (await api<{ usuarios: UsuarioAdmin[] }>(`usuarios.php${query}`)).usuarios;
}

export async function changeLevel(id: number, nivel: Nivel): Promise<void> {
  await api('usuarios.php', {
    body: { action: 'nivel', id, nivel },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
}
