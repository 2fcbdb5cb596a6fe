import fs from 'fs';
import path from 'path';
import { generateSchemaTs } from '../scripts/generate';

const root = path.resolve(__dirname, '..');
const specFile = path.join(root, 'openapi.json');
const itWhenSpec = fs.existsSync(specFile) ? it : it.skip;

describe('src/schema.ts', () => {
  itWhenSpec('matches what the generator makes of openapi.json', () => {
    const expected = generateSchemaTs(JSON.parse(fs.readFileSync(specFile, 'utf8')));
    const committed = fs.readFileSync(path.join(root, 'src', 'schema.ts'), 'utf8');
    if (committed !== expected) {
      throw new Error('src/schema.ts is out of date: run npm run generate -w @er/api-client');
    }
  });
});
