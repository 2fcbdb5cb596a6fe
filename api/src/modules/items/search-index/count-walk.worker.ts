import { parentPort } from 'node:worker_threads';
import { countKeys } from './listing-keys';
import type { FromCountWorker, ToCountWorker } from './count-walkers';

/**
 * A count worker (count-walkers.ts): counts the keys of the listings it is sent (countKeys), reading the slots and
 * the ids from the API thread's shared memory, and sends the counts back.
 */
const port = parentPort!;
port.on('message', ({ n, keys, ids }: ToCountWorker) => {
  let answer: FromCountWorker;
  try {
    answer = { n, counts: countKeys(keys, ids) };
  } catch (error) {
    answer = { n, failed: (error as Error).message };
  }
  port.postMessage(answer, 'counts' in answer ? [answer.counts.buffer as ArrayBuffer] : []);
});
