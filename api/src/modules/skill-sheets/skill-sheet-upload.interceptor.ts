import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { from, type Observable, switchMap } from 'rxjs';
import { MAX_SKILL_SHEET_BYTES } from './skill-sheet-file';
import { SkillSheetErrorCode, SkillSheetFileError, SKILL_SHEET_SIZE_MESSAGE } from './skill-sheets.errors';

/** The form field of the file (SPEC §7 names no payload; the front's upload sends this one). */
export const SKILL_SHEET_FIELD = 'file';

/**
 * Parses upload-skill-sheet's multipart/form-data body with multer (what Nest's FileInterceptor uses),
 * kept in memory — at most 10 MB, one file, a few small text fields — so the content can be checked before
 * anything is written to disk. Not the global body parsers (json-body.ts): multipart is parsed only here.
 * Nest's FileInterceptor would answer 413 PAYLOAD_TOO_LARGE / 400 BAD_REQUEST without a field error; here
 * every multer refusal becomes a Japanese error on the `file` field with a code of this module.
 * A request that is not multipart passes untouched (the DTO and the service answer it).
 */
@Injectable()
export class SkillSheetUploadInterceptor implements NestInterceptor {
  private readonly upload = multer({
    storage: multer.memoryStorage(),
    // Browsers send the file name's UTF-8 bytes without a charset parameter; latin1 would garble Japanese names.
    defParamCharset: 'utf8',
    limits: { fileSize: MAX_SKILL_SHEET_BYTES, files: 1, fields: 10, fieldSize: 1024, fieldNameSize: 100, parts: 11, headerPairs: 20 },
  }).single(SKILL_SHEET_FIELD);

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    const parsed = new Promise<void>((resolve, reject) => {
      this.upload(req, res, (error?: unknown) => (error ? reject(toUploadError(error)) : resolve()));
    });
    return from(parsed).pipe(switchMap(() => next.handle()));
  }
}

function toUploadError(error: unknown): SkillSheetFileError {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new SkillSheetFileError(SkillSheetErrorCode.SKILL_SHEET_FILE_TOO_LARGE, SKILL_SHEET_SIZE_MESSAGE);
  }
  // A second file, a file under another field name, too many or too long fields, a broken multipart body.
  return new SkillSheetFileError(SkillSheetErrorCode.SKILL_SHEET_UPLOAD_MALFORMED);
}
