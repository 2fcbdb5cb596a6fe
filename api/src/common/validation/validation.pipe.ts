import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { getMetadataStorage, ValidationError } from 'class-validator';
import { ValidationFailedException } from '../errors/all-exceptions.filter';
import { flattenValidationErrors } from './validation-messages';
import { memoiseValidationMetadata } from './validation-metadata-memo';
import { fastQueryDto } from './query-fast-path';

/** Constraint arguments (e.g. 255 for MaxLength(255)) looked up from class-validator's metadata. */
function constraintArgs(target: object | undefined, property: string, constraint: string): unknown[] {
  if (!target) return [];
  const metas = getMetadataStorage().getTargetValidationMetadatas(target.constructor, '', true, false);
  const meta = metas.find((m) => m.propertyName === property && (m.name === constraint || m.type === constraint));
  return meta?.constraints ?? [];
}

export function validationExceptionFactory(errors: ValidationError[]): ValidationFailedException {
  return new ValidationFailedException(flattenValidationErrors(errors, constraintArgs));
}

/**
 * ValidationPipe with a fast path for queries that are plainly valid (query-fast-path.ts): the same DTO without
 * class-transformer and class-validator; every other value goes through the pipe as before.
 */
export class AppValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && metadata.metatype && !metadata.data && this.toValidate(metadata)) {
      const dto = fastQueryDto(metadata.metatype, value);
      if (dto) return Promise.resolve(dto);
    }
    return super.transform(value, metadata) as Promise<unknown>;
  }
}

/** The global pipe: unknown fields are rejected, payloads become DTO instances. */
export function createValidationPipe(): AppValidationPipe {
  memoiseValidationMetadata();
  return new AppValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // target: the flattener reads constraint arguments (e.g. MaxLength's 255) from the DTO class.
    validationError: { target: true, value: true },
    exceptionFactory: validationExceptionFactory,
  });
}
