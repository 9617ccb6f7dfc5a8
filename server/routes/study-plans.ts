import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

/** Study plans: planes_estudio.php and plan_ia_personal.php (issue 10). */
export async function studyPlansRoutes(app: FastifyInstance, options: { db: Db; config: ServerConfig }) {
  void app;
  void options;
}
