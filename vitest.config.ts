import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ['tests/setup.ts'],
    // vitest runs one file at a time on a 2-core machine (its default is the cores less one);
    // most server files wait on child processes, sockets and PostgreSQL as much as they compute,
    // so two at a time shortens the run there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
