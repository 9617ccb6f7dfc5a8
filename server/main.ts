import { buildApp } from './app';
import { loadConfig } from './config';
import { openAndPrepare } from './db';
import { seed } from './db/seed';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main() {
  const config = loadConfig();
  // Migrations and the seed run under one lock, so several servers can start at once.
  const { database, prepared: report } = await openAndPrepare(
    { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    (db) => seed(db, config),
  );
  const app = await buildApp({ config, database, logger: { level: config.logLevel } });

  if (report.generatedPassword) {
    console.log(
      [
        '',
        '================================================================',
        ' Cuenta de super-administrador creada (se muestra solo una vez):',
        `   email:      ${config.superAdmin.email}`,
        `   contraseña: ${report.generatedPassword}`,
        ' Define SA_EMAIL y SA_PASSWORD para elegirlos tú.',
        '================================================================',
        '',
      ].join('\n'),
    );
  }
  if (report.banksSeeded.length > 0)
    app.log.info({ banks: report.banksSeeded }, 'bancos iniciales cargados');
  if (report.banksUpdated.length > 0)
    app.log.info({ banks: report.banksUpdated }, 'bancos iniciales actualizados a esta versión');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'cerrando: se terminan las peticiones en curso');
    const timer = setTimeout(() => {
      app.log.error('el cierre tardó demasiado; se fuerza la salida');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error al cerrar');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: database.kind, url: config.publicUrl }, 'Opositor en marcha');
}

main().catch((error: unknown) => {
  console.error('No se pudo arrancar el servidor:', error);
  process.exit(1);
});
