import type { AppConfig } from '../../config/app-config';
import { CatalogCaches } from '../http-cache/catalog-caches';
import { CatalogChanges } from './catalog-changes';

const config = { queuePrefix: 'test', redisUrl: undefined } as unknown as AppConfig;

describe('CatalogChanges.announce', () => {
  it('gives every listener the change and drops the cached answers', async () => {
    const caches = new CatalogCaches();
    const cleared = jest.fn();
    caches.add({ clear: cleared });
    const changes = new CatalogChanges(config, caches);
    const seen: unknown[] = [];
    changes.listen(async (change) => void seen.push(change));
    await changes.announce({ itemIds: [7] });
    expect(seen).toEqual([{ itemIds: [7] }]);
    expect(cleared).toHaveBeenCalled();
  });

  it('does not fail the writer when a listener fails after the commit (the change poll brings it in), and still drops the cached answers', async () => {
    const caches = new CatalogCaches();
    const cleared = jest.fn();
    caches.add({ clear: cleared });
    const changes = new CatalogChanges(config, caches);
    changes.listen(async () => {
      throw new Error('database went away');
    });
    await expect(changes.announce({ itemIds: [7] })).resolves.toBeUndefined();
    expect(cleared).toHaveBeenCalled();
  });
});
