// Reads the server's settings from the environment (see README, "Configuración").
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';

export interface RateLimits {
  /** Login, register, recover and reset attempts per IP and minute. */
  authPerIpPerMinute: number;
  /** Recover attempts per e-mail address and 15 minutes (logins are not limited per e-mail). */
  authPerEmailPer15Min: number;
  /** Failed logins before growing delays (server/auth/login-throttle.ts); absent: the defaults. */
  loginFailures?: LoginThrottleSettings;
  /** AI tool calls per user and minute (20 when absent). */
  aiPerUserPerMinute?: number;
}

export interface LoginThrottleSettings {
  /** Failed logins for one e-mail from one IP before the delays start. */
  freePerEmailIp: number;
  /** Failed logins from one IP, whatever the e-mail, before the delays start. */
  freePerIp: number;
}

/** An answer this slow is logged at `info` whatever its status (server/plugins/request-log.ts). */
export const DEFAULT_LOG_SLOW_MS = 1000;

export const DEFAULT_LOGIN_FAILURES: LoginThrottleSettings = { freePerEmailIp: 5, freePerIp: 20 };

export interface AiSettings {
  /** An OpenAI-compatible endpoint; without it (or without a model) the local engine answers. */
  baseUrl: string | null;
  apiKey: string | null;
  model: string | null;
  /** Longest wait for the model before the local engine answers instead. */
  timeoutMs: number;
}

export interface StripeSettings {
  secretKey: string | null;
  /** Verifies the webhook's signature; without it the webhook answers 503. */
  webhookSecret: string | null;
  /** Another API address (tests point it at a fake Stripe on loopback). */
  apiUrl: string | null;
}

/** The worker threads that read uploaded files (server/uploads/pool.ts). */
export interface FileWorkerSettings {
  /** Files read at once. */
  threads: number;
  /** Longest a file may take to read, from when its worker starts on it. */
  timeoutMs: number;
  /** A worker's JavaScript heap (V8's old generation), in MB. */
  memoryMb: number;
  /** Files that may wait for a worker; past that a new one is answered 503. */
  queue: number;
}

export type NewsList = 'noticias' | 'oposiciones';

export interface NewsFeed {
  /** 'noticias' feeds noticias.php; 'oposiciones' feeds ultimas_oposiciones.php. */
  lista: NewsList;
  url: string;
}

export interface NewsSettings {
  feeds: NewsFeed[];
  /** Read the feeds on a schedule (NEWS_FETCH=false turns it off; tests leave it off). */
  fetch: boolean;
  intervalMs: number;
  /** Longest wait for one feed. */
  timeoutMs: number;
}

/**
 * Public feeds read when NEWS_FEEDS is not set: the BOE's section II.B (oposiciones y
 * concursos) and its public-employment channel, and section 2 (autoridades y personal) of the
 * Boletín Oficial de la Junta de Andalucía.
 */
export const DEFAULT_NEWS_FEEDS: NewsFeed[] = [
  { lista: 'noticias', url: 'https://www.boe.es/rss/canal_per.php?l=p&c=140' },
  { lista: 'oposiciones', url: 'https://www.boe.es/rss/boe.php?s=2B' },
  { lista: 'oposiciones', url: 'https://www.juntadeandalucia.es/boja/distribucion/s52.xml' },
];

/** NEWS_FEEDS: `lista=url` entries separated by spaces, new lines or ';' (lista: noticias or oposiciones). */
export function parseNewsFeeds(value: string | undefined): NewsFeed[] {
  if (value === undefined || value.trim() === '') return DEFAULT_NEWS_FEEDS;
  return value
    .split(/[\s;]+/)
    .filter(Boolean)
    .map((entry) => {
      const match = /^(noticias|oposiciones)=(https?:\/\/\S+)$/.exec(entry);
      if (!match?.[1] || !match[2]) throw new Error(`NEWS_FEEDS: entrada no válida: ${entry}`);
      return { lista: match[1] as NewsList, url: match[2] };
    });
}

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: Uint8Array;
  superAdmin: { email: string; username: string; password: string | null };
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  bizumPhone: string | null;
  /** Card donations; without a secret key only Bizum is offered. */
  stripe: StripeSettings;
  aiModel: string | null;
  /** AI tools; absent means the local engine only. */
  ai?: AiSettings;
  rateLimits: RateLimits;
  staticDir: string | null;
  logLevel: string;
  /** One log line per answered request (LOG_REQUESTS); absent means true. */
  logRequests?: boolean;
  /** From this many milliseconds an answer's line is `info`, not `debug` (LOG_SLOW_MS). */
  logSlowMs?: number;
  /** Fastify's trustProxy: whom to believe X-Forwarded-For/-Proto/-Host from (parseTrustProxy). */
  trustProxy: boolean | string;
  /** News feeds; absent means none are read (tests). */
  news?: NewsSettings;
  /** buscar_imagen_stock's online provider (Openverse); absent or a null url: the own library only. */
  openverse?: { url: string | null; timeoutMs: number };
  /** File workers; absent means defaultFileWorkers(). */
  fileWorkers?: FileWorkerSettings;
}

/** One worker per core but one (the event loop's), at least one and at most four. */
export function defaultFileWorkers(): FileWorkerSettings {
  return {
    threads: Math.max(1, Math.min(4, availableParallelism() - 1)),
    timeoutMs: 15_000,
    memoryMb: 256,
    queue: 20,
  };
}

const IPV4_OR_CIDR = /^(\d{1,3}\.){3}\d{1,3}(\/\d{1,2})?$/;
const IPV6_OR_CIDR = /^[0-9a-f:.]*:[0-9a-f:.]*(\/\d{1,3})?$/i;

/**
 * TRUST_PROXY: unset or `false`, the client is the TCP peer and X-Forwarded-* is ignored;
 * `true`, X-Forwarded-For is believed whoever sends it; otherwise a comma-separated list of the
 * proxies' addresses or CIDR ranges (e.g. `127.0.0.1,10.0.0.0/8`), whose X-Forwarded-For alone
 * is believed: the safe choice behind a reverse proxy. The client's IP is what the per-IP rate
 * limits count.
 */
export function parseTrustProxy(value: string | undefined): boolean | string {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false') return false;
  if (v === 'true') return true;
  const entries = v.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (!IPV4_OR_CIDR.test(entry) && !IPV6_OR_CIDR.test(entry)) {
      throw new Error(`TRUST_PROXY: dirección no válida: ${entry}`);
    }
  }
  return entries.join(',');
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`Valor numérico no válido: ${value}`);
  return n;
}

/** JWT_SECRET, or a random secret generated once and kept in DATA_DIR. */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  const fromEnv = env.JWT_SECRET;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('JWT_SECRET debe tener al menos 32 caracteres');
    return new TextEncoder().encode(fromEnv);
  }
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

function fileWorkers(env: NodeJS.ProcessEnv): FileWorkerSettings {
  const defaults = defaultFileWorkers();
  return {
    threads: int(env.FILE_WORKERS, defaults.threads),
    timeoutMs: int(env.FILE_WORKER_TIMEOUT_MS, defaults.timeoutMs),
    memoryMb: int(env.FILE_WORKER_MEMORY_MB, defaults.memoryMb),
    queue: int(env.FILE_WORKER_QUEUE, defaults.queue),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const dataDir = path.resolve(env.DATA_DIR ?? './data');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: jwtSecret(env, dataDir),
    superAdmin: {
      email: env.SA_EMAIL ?? 'admin@opositor.local',
      username: env.SA_USERNAME ?? 'superadmin',
      password: env.SA_PASSWORD || null,
    },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Opositor <no-reply@opositor.local>',
    bizumPhone: env.BIZUM_PHONE || null,
    stripe: {
      secretKey: env.STRIPE_SECRET_KEY || null,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET || null,
      apiUrl: env.STRIPE_API_URL || null,
    },
    aiModel: env.AI_BASE_URL && env.AI_MODEL ? env.AI_MODEL : null,
    ai: {
      baseUrl: env.AI_BASE_URL || null,
      apiKey: env.AI_API_KEY || null,
      model: env.AI_MODEL || null,
      timeoutMs: int(env.AI_TIMEOUT_MS, 20_000),
    },
    rateLimits: {
      authPerIpPerMinute: int(env.RATE_LIMIT_AUTH_IP, 30),
      authPerEmailPer15Min: int(env.RATE_LIMIT_AUTH_EMAIL, 10),
      aiPerUserPerMinute: int(env.RATE_LIMIT_AI, 20),
      loginFailures: {
        freePerEmailIp: int(env.RATE_LIMIT_LOGIN_FAILURES, DEFAULT_LOGIN_FAILURES.freePerEmailIp),
        freePerIp: int(env.RATE_LIMIT_LOGIN_FAILURES_IP, DEFAULT_LOGIN_FAILURES.freePerIp),
      },
    },
    staticDir: env.STATIC_DIR === '' ? null : path.resolve(env.STATIC_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    logRequests: env.LOG_REQUESTS !== 'false',
    logSlowMs: int(env.LOG_SLOW_MS, DEFAULT_LOG_SLOW_MS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    news: {
      feeds: parseNewsFeeds(env.NEWS_FEEDS),
      fetch: env.NEWS_FETCH !== 'false',
      intervalMs: int(env.NEWS_INTERVAL_MINUTES, 30) * 60_000,
      timeoutMs: int(env.NEWS_TIMEOUT_MS, 10_000),
    },
    openverse: {
      url: env.OPENVERSE_API_URL || null,
      timeoutMs: int(env.OPENVERSE_TIMEOUT_MS, 5_000),
    },
    fileWorkers: fileWorkers(env),
  };
}
