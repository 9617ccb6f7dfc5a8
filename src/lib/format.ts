import { format } from 'date-fns';
import { es } from 'date-fns/locale';

/** 22/11/2026 10:30 */
export function formatDateTime(value: number | string | Date): string {
  return format(new Date(value), 'dd/MM/yyyy HH:mm', { locale: es });
}

/** 22/11/2026 */
export function formatDate(value: number | string | Date): string {
  return format(new Date(value), 'dd/MM/yyyy', { locale: es });
}

/** Numbers the Spanish way: 7,25 */
export function formatNumber(value: number, decimals = 2): string {
  return value.toLocaleString('es-ES', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
}
