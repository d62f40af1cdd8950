import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { claimDataDir, DataDirInUseError, makePrivate } from './lib/data-dir';

type App = Awaited<ReturnType<typeof buildApp>>;

function banner(config: Config, firstAdmin: App['firstAdmin'], mailDestination: string) {
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
    '',
  );
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
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) exitWith(error.message);
    throw error;
  }
  const releaseData = await claimEmbeddedData(config);
  const app = await buildApp(config);
  // Files of earlier versions, and those the embedded database just wrote, become private.
  await makePrivate(config.dataDir);
  await app.listen({ port: config.port, host: config.host });
  banner(config, app.firstAdmin, app.mailer.destination);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      // The data directory is let go only once the database is closed.
      app.close().then(
        async () => {
          await makePrivate(config.dataDir);
          await releaseData();
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }
}

void main();
