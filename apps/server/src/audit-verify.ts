/**
 * `npm run audit:verify [-- --tenant <id> [--expect <chain number>:<hash>]]`: checks the audit log's
 * hash chains (docs/decisions/0037-audit-chain.md) on the database the server's settings name
 * (DATABASE_URL, else the embedded one in DATA_DIR, which a running server holds: stop it first, or
 * use the Audit Log screen's Verify chain). Prints a line per chain naming the first entry that was
 * changed or removed and the chain's newest entry; exits 1 when any chain or the anchor fails.
 */
import { runAuditVerify } from './modules/audit-log';
import { loadConfig } from './platform/config/config';
import { openDatabase } from './platform/db/client';

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
try {
  process.exitCode = await runAuditVerify(database.db, process.argv.slice(2), (line) =>
    process.stdout.write(`${line}\n`),
  );
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 2;
} finally {
  await database.close();
}
