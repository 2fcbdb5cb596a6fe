// This remote against its contract: typecheck holds each exposed module to the props the host passes
// (RemoteModules in @er/contracts); the test holds the list to the registry's `exposes`.
import type { ExposedModules } from '@er/contracts';
import { findRemote } from '@er/contracts/remotes';
import { servedRoutesOf } from '@er/contracts/routes';
import { PAGES } from './Routes';

const modules = {
  Routes: () => import('./Routes'),
  NewItemsWidget: () => import('./NewItemsWidget'),
  FeaturedItemsWidget: () => import('./FeaturedItemsWidget'),
  RankingsWidget: () => import('./RankingsWidget'),
  PopularSearchesWidget: () => import('./PopularSearchesWidget'),
} satisfies { [M in keyof ExposedModules<'mfe_items'>]: () => Promise<ExposedModules<'mfe_items'>[M]> };

describe('mfe_items exposes', () => {
  it('exactly the modules the registry declares, each a component from its declared file', async () => {
    const declared = findRemote('mfe_items')!.exposes;
    expect(Object.keys(declared)).toEqual(Object.keys(modules).map((m) => `./${m}`));
    for (const [name, load] of Object.entries(modules)) {
      expect(declared[`./${name}`]).toBe(`./src/${name}.tsx`);
      expect(typeof (await load()).default).toBe('function');
    }
  });

  it('a page for exactly each route the declaration of page routes gives mfe_items and marks served', () => {
    const served = servedRoutesOf('mfe_items', 'production').map((r) => r.path);
    expect(Object.keys(PAGES).sort()).toEqual([...served].sort());
  });
});
