import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
const MEMOISED = Symbol('validation metadata memoised');

/**
 * class-validator finds a DTO's rules on every validation by testing the DTO class against every class that
 * has rules (`instanceof` each, for inherited ones): with a few hundred DTOs that walk was 4 % of the API's CPU
 * on the search mix (profile, issue 14), for an answer that only changes when a decorator registers a rule.
 * So the lookup is memoised per class and options, and the memo is dropped whenever a rule is registered
 * (classes loaded late, tests defining DTOs). Callers only read the returned list (ValidationExecutor groups it
 * into a new object). Installed once per process, on class-validator's global storage.
 */
export function memoiseValidationMetadata(storage: MetadataStorage = getMetadataStorage()): void {
  const patched = storage as MetadataStorage & { [MEMOISED]?: true };
  if (patched[MEMOISED]) return;
  patched[MEMOISED] = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  let memo = new WeakMap<object, Map<string, ReturnType<Lookup>>>();
  storage.addValidationMetadata = (metadata) => {
    memo = new WeakMap();
    register(metadata);
  };
  storage.getTargetValidationMetadatas = (targetConstructor, targetSchema, always, strictGroups, groups) => {
    const key = `${targetSchema}\u0000${always}\u0000${strictGroups}\u0000${groups?.join('\u0001') ?? ''}\u0000${groups === undefined}`;
    let byOptions = memo.get(targetConstructor);
    if (!byOptions) memo.set(targetConstructor, (byOptions = new Map()));
    let found = byOptions.get(key);
    if (!found) byOptions.set(key, (found = lookup(targetConstructor, targetSchema, always, strictGroups, groups)));
    return found;
  };
}
