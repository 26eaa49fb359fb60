// Where the end-to-end run keeps its servers' SQLite files: one folder per port under target/,
// emptied when the config's server starts and removed after the run (teardown.ts), so that a run
// leaves nothing behind in /tmp or elsewhere.
import { join } from 'node:path';

/** The database folder of the run on `port` (E2E_PORT, 8765 by default). */
export function dbFolder(port: number): string {
  return join(__dirname, '..', '..', 'target', 'e2e-db', String(port));
}

/** The port of this run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8765);
