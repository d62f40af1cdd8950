import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

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

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  banner(config, app.firstAdmin, app.mailer.destination);

  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received, closing`);
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }
}

void main();
