import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

/** SA user administration: usuarios.php (issue 6). */
export async function usuariosRoutes(app: FastifyInstance, options: { db: Db; config: ServerConfig }) {
  void app;
  void options;
}
