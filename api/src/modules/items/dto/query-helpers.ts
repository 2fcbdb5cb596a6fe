import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, Min } from 'class-validator';
import { toHalfWidth } from '@er/site-meta/text-fold';
import { Fold } from '../../../common/text/fold.decorator';
import { markQueryTransform } from '../../../common/validation/query-fast-path';

/** A listing's id in another module's request (entries, the shortlist). */
export const ItemIdField = () => applyDecorators(ApiProperty({ description: '案件 ID', example: 12 }), Fold('number'), IsInt(), Min(1));

/**
 * Query arrays arrive as repeated keys (`?ids=1&ids=2` → ['1','2']) or a single value ('1');
 * also accepts a comma-joined list ('1,2'), full-width digits folded (SPEC §5: '１，２'). Non-numeric entries
 * stay as strings so IsInt reports them.
 */
export const ToIntArray = () =>
  Transform(
    markQueryTransform(({ value }: { value: unknown }) => {
      if (value === undefined || value === null || value === '') return undefined;
      const list = (Array.isArray(value) ? value : [value]).flatMap((v) => toHalfWidth(String(v)).split(',')).filter((v) => v !== '');
      return list.map((v) => (/^\d+$/.test(v) ? Number(v) : v));
    }, 'intArray'),
  );
