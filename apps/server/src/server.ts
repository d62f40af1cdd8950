import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { serveEmbeddedBackups } from './backup/embedded';
import { ConfigError, loadConfig, loadEnvFile, type Config } from './config';
import { claimDataDir, DataDirInUseError, makePrivate } from './lib/data-dir';

/**
 * How long a stop waits for requests and messages in flight before the process exits anyway
 * (see docs/operations.md#start-and-stop); a second signal exits at once.
 */
const SHUTDOWN_GRACE_MS = 10_000;

type App = Awaited<ReturnType<typeof buildApp>>;

function banner(
  config: Config,
  firstAdmin: App['firstAdmin'],
  mailDestination: string,
  envFile: string | undefined,
) {
  const lines = [
    '',
    `  ${config.venueName} is running`,
    `  App (menu, admin):  ${config.publicAppUrl}`,
    `  Booking site:       ${config.publicBookingUrl}`,
    `  Admin sign-in:      ${config.publicAppUrl}/user/login`,
  ];
  if (firstAdmin?.generatedPassword) {
    lines.push(
      `  First admin created: ${firstAdmin.email} / ${firstAdmin.generatedPassword}`,
      '  (shown only this once: sign in and keep it safe, or set ADMIN_EMAIL and ADMIN_PASSWORD)',
    );
  } else if (firstAdmin) {
    lines.push(`  First admin created: ${firstAdmin.email} with the password in ADMIN_PASSWORD`);
  } else if (config.adminEmail) {
    lines.push(`  Admin: ${config.adminEmail}`);
  }
  lines.push(
    `  Database: ${config.database.kind === 'postgres' ? 'PostgreSQL' : `embedded (${config.dataDir})`}`,
    `  E-mail:   ${config.smtpUrl ? mailDestination : `written to ${mailDestination} (set SMTP_URL to send)`}`,
  );
  if (envFile) lines.push(`  Settings: ${envFile} (the environment wins where both say)`);
  lines.push('');
  // The banner is for the person at the terminal, not the log stream.
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Stops at once with a message for the person at the terminal. */
function exitWith(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/**
 * One process per embedded data directory (see docs/quality.md#r12-one-process-per-data-directory):
 * a second one would write the same database files and lose acknowledged bookings. PostgreSQL takes
 * any number of processes.
 */
async function claimEmbeddedData(config: Config): Promise<() => Promise<void>> {
  if (config.database.kind !== 'pglite' || config.database.dataDir === undefined) {
    return async () => {};
  }
  try {
    return await claimDataDir(config.dataDir, (error) =>
      exitWith(
        `Lost the lock on ${config.dataDir} (${error.message}); stopping to keep the data safe.`,
      ),
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) exitWith(error.message);
    throw error;
  }
}

async function main() {
  // Everything the server writes (database, secrets, outbox) is its user's alone.
  process.umask(0o077);
  let config: Config;
  let envFile: string | undefined;
  try {
    // Before anything reads the environment (see docs/operations.md#configuration).
    envFile = loadEnvFile();
  } catch (error) {
    exitWith(`Could not read .env: ${error instanceof Error ? error.message : String(error)}`);
  }
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const releaseData = await claimEmbeddedData(config);
  const app = await buildApp(config);
  // `npm run db:backup` asks this process for the embedded database (ADR 017).
  await serveEmbeddedBackups(app, config);
  // Files of earlier versions, and those the embedded database just wrote, become private.
  await makePrivate(config.dataDir);
  await app.listen({ port: config.port, host: config.host });
  banner(config, app.firstAdmin, app.mailer.destination, envFile);

  // SIGTERM or SIGINT: stop accepting connections, let requests and messages in flight finish
  // (app.close() closes the listener first, then the worker, then the database), and exit 0;
  // after SHUTDOWN_GRACE_MS, or on a second signal, exit 1 at once. An unexpected error closes
  // the same way, exiting 1.
  closeWithGrace(
    {
      delay: SHUTDOWN_GRACE_MS,
      // Only SIGINT, SIGTERM and uncaught errors: other signals keep Node's own behaviour.
      skip: [
        'SIGHUP',
        'SIGQUIT',
        'SIGILL',
        'SIGTRAP',
        'SIGABRT',
        'SIGBUS',
        'SIGFPE',
        'SIGSEGV',
        'SIGUSR2',
        'beforeExit',
      ],
      onSecondSignal: (signal) => app.log.warn(`second ${signal} received, exiting now`),
      onTimeout: (delay) => app.log.error(`still closing after ${delay} ms, exiting now`),
      onSecondError: (error) => app.log.error({ err: error }, 'another error while closing'),
      logger: { error: (message: unknown) => app.log.error({ err: message }, 'closing failed') },
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'unexpected error, closing');
      else app.log.info(`${signal} received, closing`);
      await app.close();
      // The data directory is let go only once the database is closed.
      await makePrivate(config.dataDir);
      await releaseData();
    },
  );
}

void main();
