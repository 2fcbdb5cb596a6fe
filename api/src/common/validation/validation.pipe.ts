import { ValidationPipe } from '@nestjs/common';
import { getMetadataStorage, ValidationError } from 'class-validator';
import { ValidationFailedException } from '../errors/all-exceptions.filter';
import { flattenValidationErrors } from './validation-messages';
import { memoiseValidationMetadata } from './validation-metadata-memo';

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

/** The global pipe: unknown fields are rejected, payloads become DTO instances. */
export function createValidationPipe(): ValidationPipe {
  memoiseValidationMetadata();
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    // target: the flattener reads constraint arguments (e.g. MaxLength's 255) from the DTO class.
    validationError: { target: true, value: true },
    exceptionFactory: validationExceptionFactory,
  });
}
