import { writeFileSync } from 'node:fs';

import { managedSchema } from '../lib/settings/managed-schema';

// Writes public/managed-schema.json (Chrome's storage.managed_schema) from the settings schema.
const target = new URL('../public/managed-schema.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(managedSchema(), null, 2)}\n`);
process.stdout.write(`Wrote ${target.pathname}\n`);
