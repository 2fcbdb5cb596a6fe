import { Transform } from 'class-transformer';
import { toHalfWidth } from '@er/site-meta/text-fold';

/**
 * Query arrays arrive as repeated keys (`?ids=1&ids=2` → ['1','2']) or a single value ('1');
 * also accepts a comma-joined list ('1,2'), full-width digits folded (SPEC §5: '１，２'). Non-numeric entries
 * stay as strings so IsInt reports them.
 */
export const ToIntArray = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === undefined || value === null || value === '') return undefined;
    const list = (Array.isArray(value) ? value : [value]).flatMap((v) => toHalfWidth(String(v)).split(',')).filter((v) => v !== '');
    return list.map((v) => (/^\d+$/.test(v) ? Number(v) : v));
  });
