import { Transform } from 'class-transformer';

/**
 * Query arrays arrive as repeated keys (`?ids=1&ids=2` → ['1','2']) or a single value ('1');
 * also accepts a comma-joined list ('1,2'). Non-numeric entries stay as strings so IsInt reports them.
 */
export const ToIntArray = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null || value === '') return undefined;
    const list = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(',')).filter((v) => v !== '');
    return list.map((v) => (/^\d+$/.test(v) ? Number(v) : v));
  });
