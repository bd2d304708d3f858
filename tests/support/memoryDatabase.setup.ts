import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { startMemoryDatabasesFrom } from '../../server/storage/pglite';

// Every memory:// database in this test file starts from the migrated template that
// memoryDatabase.globalSetup.ts dumped, not from initdb and every migration.
const path = inject('memoryDatabaseTemplate');
startMemoryDatabasesFrom(() => new Blob([readFileSync(path)]));
