import { parentPort, workerData } from 'node:worker_threads';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { buildDataSourceOptions } from '../../../database/data-source-options';
import { ItemSearchRepository } from '../search/item-search.repository';
import { CatalogWords } from './catalog-words';
import { prepareRange, transferables } from './prepared-range';
import type { BuildWorkerData, FromBuildWorker, ToBuildWorker } from './catalog-build-workers';
import { rangeIds, sampleWords } from './catalog-build-workers';

/**
 * A build worker (catalog-build-workers.ts): reads the ranges of published listings it is asked for over its own
 * connection, prepares each (prepareRange) and hands it over; at the end, its sample of the catalog's words.
 */
function serve(): void {
  const port = parentPort!;
  const data = workerData as BuildWorkerData;
  // Reads only: no schema work, no entity metadata (the repository's build queries are raw).
  const options = { ...buildDataSourceOptions(data.database), entities: [], migrations: [], synchronize: false, migrationsRun: false } as DataSourceOptions;
  const dataSource = new DataSource(options);
  const names = { tagTerms: new Map(data.tagTerms), areaNames: new Map(data.areaNames) };
  const words = new CatalogWords();
  const post = (message: FromBuildWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  let queue: Promise<void> = dataSource.initialize().then(() => undefined);
  const repository = new ItemSearchRepository(dataSource);
  port.on('message', (message: ToBuildWorker) => {
    queue = queue
      .then(async () => {
        if (message.kind === 'range') {
          const rows = await repository.publishedListingRows(undefined, rangeIds(message.n, data.rangeSize));
          const range = prepareRange(rows, names);
          sampleWords(range, data.sampleEvery, words);
          post({ kind: 'range', n: message.n, range }, transferables(range));
        } else {
          await dataSource.destroy();
          post({ kind: 'words', words: words.snapshot() });
          port.close();
        }
      })
      .catch((error: Error) => post({ kind: 'failed', message: error.message }));
  });
}

serve();
