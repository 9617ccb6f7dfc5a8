import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

/** Summaries: listar_resumenes, detalle_resumen, tecnica_resumen, extraer_texto, generar_resumen (issue 9). */
export async function summariesRoutes(app: FastifyInstance, options: { db: Db; config: ServerConfig }) {
  void app;
  void options;
}
