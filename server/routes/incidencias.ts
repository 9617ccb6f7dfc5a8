import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

/** Question quality reports: incidencias.php (issue 6). */
export async function incidenciasRoutes(app: FastifyInstance, options: { db: Db; config: ServerConfig }) {
  void app;
  void options;
}
