// Lints a few made-up files against eslint.config.mjs and prints, per fixture, the boundary errors it got.
// `scripts/test/lint-boundaries.spec.ts` checks that each violation is reported and each allowed import is not.
// The files are never written: ESLint lints the text as if it lived at `path` (imports resolve against the real tree).
import { ESLint } from 'eslint';
import { root } from '../lib/apps.mjs';

export const fixtures = [
  // Violations.
  { name: 'another module’s repository', path: 'api/src/modules/tags/fixture.ts', code: "import { ItemsRepository } from '../items/items.repository';\nexport const x = ItemsRepository;\n", violates: true },
  { name: 'another module’s repository in a sub-folder', path: 'api/src/modules/columns/fixture.ts', code: "import { RankingsRepository } from '../items/rankings/rankings.repository';\nexport const x = RankingsRepository;\n", violates: true },
  { name: 'another module’s entity from a service', path: 'api/src/modules/auth/fixture.service.ts', code: "import { MemberEntity } from '../members/entities/member.entity';\nexport const x = MemberEntity;\n", violates: true },
  { name: 'another module’s entity, type only', path: 'api/src/modules/items/search/fixture.ts', code: "import type { TagEntity } from '../../tags/entities/tag.entity';\nexport type X = TagEntity;\n", violates: true },
  { name: 'a remote importing another app', path: 'mfe-items/src/fixture.ts', code: "import { App } from '../../mfe-host/src/App';\nexport const x = App;\n", violates: true },
  { name: 'a remote importing the API', path: 'mfe-admin/src/fixture.ts', code: "import { ItemStatus } from '../../api/src/modules/items/entities/item.entity';\nexport const x = ItemStatus;\n", violates: true },
  { name: 'a remote importing another app by its workspace name', path: 'mfe-items/src/fixture.ts', code: "import { App } from '@er/mfe-host/src/App';\nexport const x = App;\n", violates: true },
  { name: 'a package importing an app', path: 'packages/ui/src/fixture.ts', code: "import { App } from '../../../mfe-host/src/App';\nexport const x = App;\n", violates: true },
  // Allowed.
  { name: 'own repository', path: 'api/src/modules/items/fixture.ts', code: "import { ItemsRepository } from './items.repository';\nexport const x = ItemsRepository;\n", violates: false },
  { name: 'another module’s service', path: 'api/src/modules/columns/fixture.ts', code: "import { ItemsService } from '../items/items.service';\nexport const x = ItemsService;\n", violates: false },
  { name: 'the items module’s open-listing rule', path: 'api/src/modules/tags/fixture.ts', code: "import { openListingSql } from '../items/open-listing';\nexport const x = openListingSql;\n", violates: false },
  { name: 'an entity’s relation to another module’s entity', path: 'api/src/modules/considers/entities/fixture.entity.ts', code: "import { ItemEntity } from '../../items/entities/item.entity';\nexport const x = ItemEntity;\n", violates: false },
  { name: 'the entity list registering every entity', path: 'api/src/database/fixture.ts', code: "import { MemberEntity } from '../modules/members/entities/member.entity';\nexport const x = MemberEntity;\n", violates: false },
  { name: 'an app importing a package', path: 'mfe-items/src/fixture.ts', code: "import { api } from '@er/api-client';\nimport { mockFetch } from '../../packages/ui/test/mock-fetch';\nexport const x = [api, mockFetch];\n", violates: false },
  { name: 'an app importing its own files', path: 'mfe-host/src/fixture.ts', code: "import { App } from './App';\nexport const x = App;\n", violates: false },
];

export async function lintFixtures() {
  const eslint = new ESLint({ cwd: root });
  const out = [];
  for (const f of fixtures) {
    const [result] = await eslint.lintText(f.code, { filePath: `${root}/${f.path}` });
    out.push({ name: f.name, violates: f.violates, errors: result.messages.filter((m) => m.ruleId?.startsWith('boundaries/') || m.fatal).map((m) => `${m.ruleId}: ${m.message}`) });
  }
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await lintFixtures(), null, 2));
