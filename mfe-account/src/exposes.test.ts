// This remote against its contract: typecheck holds each exposed module to the props the host passes
// (RemoteModules in @er/contracts); the test holds the list to the registry's `exposes`.
import type { ExposedModules } from '@er/contracts';
import { findRemote } from '@er/contracts/remotes';
import { servedRoutesOf } from '@er/contracts/routes';
import { PAGES } from './Routes';

const modules = {
  Routes: () => import('./Routes'),
} satisfies { [M in keyof ExposedModules<'mfe_account'>]: () => Promise<ExposedModules<'mfe_account'>[M]> };

describe('mfe_account exposes', () => {
  it('exactly the modules the registry declares, each a component from its declared file', async () => {
    const declared = findRemote('mfe_account')!.exposes;
    expect(Object.keys(declared)).toEqual(Object.keys(modules).map((m) => `./${m}`));
    for (const [name, load] of Object.entries(modules)) {
      expect(declared[`./${name}`]).toBe(`./src/${name}.tsx`);
      expect(typeof (await load()).default).toBe('function');
    }
  });

  it('a page for exactly each route the declaration of page routes gives mfe_account and marks served', () => {
    const served = servedRoutesOf('mfe_account', 'production').map((r) => r.path);
    expect(Object.keys(PAGES).sort()).toEqual([...served].sort());
  });
});
