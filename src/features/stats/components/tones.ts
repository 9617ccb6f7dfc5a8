import type { Tone } from '@/core/stats';

export const TONE_TEXT: Record<Tone, string> = {
  verde: 'text-green-700',
  amarillo: 'text-yellow-700',
  rojo: 'text-red-700',
};

export const TONE_BAR: Record<Tone, string> = {
  verde: 'bg-green-500',
  amarillo: 'bg-yellow-500',
  rojo: 'bg-red-500',
};
