import path from 'node:path';
import { ConfigError, parseEnvironment } from '../config.ts';
import { DataFolderInUseError } from '../db/data-folder-lock.ts';
import { openDatabase } from '../db/database.ts';
import { promoteToAdmin } from '../users/user-service.ts';

/**
 * `npm run user:promote -- EMAIL`: makes an existing account an admin in the configured database
 * (DATABASE_URL, or the embedded database in DATA_DIR; stop the server first when using the embedded one).
 */
async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email) {
    console.error('Usage: npm run user:promote -- EMAIL');
    return 1;
  }
  const config = parseEnvironment(process.env);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  try {
    const result = await promoteToAdmin(database.db, email, new Date());
    switch (result.outcome) {
      case 'not-found':
        console.error(`No user has the email ${email}. Register the account first, then promote it.`);
        return 1;
      case 'already-admin':
        console.log(`${result.user.name} <${result.user.email}> is already an admin.`);
        return 0;
      case 'promoted':
        console.log(`${result.user.name} <${result.user.email}> is now an admin.`);
        return 0;
    }
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof DataFolderInUseError ? error.message : error);
    process.exit(1);
  },
);
