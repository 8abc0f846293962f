import path from 'node:path';

import { projectProgram, unusedExports } from './unused-exports';

/** `npm run lint` step: fails on an export of lib/ or components/ that nothing imports. */
const root = path.resolve(import.meta.dirname, '../..');
const checked = (f: string) => /\/(lib|components)\//.test(f) && !/\.test\.tsx?$/.test(f);
const unused = unusedExports(projectProgram(root), checked, root);
for (const u of unused)
  console.error(`${u.file}:${u.line}  '${u.name}' is exported but nothing imports it: drop the export, or the code`);
if (unused.length) {
  console.error(`\n${unused.length} unused export(s).`);
  process.exit(1);
}
console.log('No unused exports in lib/ and components/.');
