// After the run: its databases' folder is removed (the config's server and the kill test's).
import * as fs from 'node:fs';
import { dbFolder, E2E_PORT } from './db';

export default function teardown() {
  fs.rmSync(dbFolder(E2E_PORT), { recursive: true, force: true });
}
