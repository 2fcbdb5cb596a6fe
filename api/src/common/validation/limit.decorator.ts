import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Fold } from '../text/fold.decorator';

/** The optional `limit` query parameter of list endpoints: an integer 1–50, `defaultValue` when absent. */
export const OptionalLimit = (defaultValue: number): PropertyDecorator =>
  applyDecorators(
    ApiPropertyOptional({ minimum: 1, maximum: 50, default: defaultValue, description: '件数' }),
    IsOptional(),
    Fold('number'),
    IsInt(),
    Min(1),
    Max(50),
  );
