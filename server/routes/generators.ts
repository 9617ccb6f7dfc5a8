import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db';

/** SA generators and bank files: generar_preguntas, generar_psicotecnicos, importar_preguntas, exportar_preguntas (issue 6). */
export async function generatorsRoutes(app: FastifyInstance, options: { db: Db; config: ServerConfig }) {
  void app;
  void options;
}
