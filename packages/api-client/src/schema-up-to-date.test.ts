import fs from 'fs';
import path from 'path';
import { generateAll, staleFiles } from '../scripts/generate';

const root = path.resolve(__dirname, '..');
const specFile = path.join(root, 'openapi.json');
const itWhenSpec = fs.existsSync(specFile) ? it : it.skip;

describe('generated files (src/schema.ts, src/sdk/*)', () => {
  itWhenSpec('match what the generator makes of openapi.json', () => {
    const stale = staleFiles(root, generateAll(JSON.parse(fs.readFileSync(specFile, 'utf8'))));
    if (stale.length > 0) {
      throw new Error(`${stale.join(', ')} out of date: run npm run generate -w @er/api-client`);
    }
  });
});
