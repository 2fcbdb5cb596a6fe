import {
  ApiExtension,
  getSchemaPath,
  type OpenAPIObject,
  type OperationObject,
  type ParameterObject,
  type ReferenceObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { CommonErrorCode } from './common.errors';
import { declaredErrorCodes, errorCode } from './error-catalogue';
import { ErrorResponseDto } from './error-response.dto';

/** Where @ApiErrors leaves an operation's own codes for documentErrorResponses (removed from the output). */
const ERROR_CODES_EXTENSION = 'x-error-codes';

/**
 * The access level of a staff operation ('read' | 'write' | 'owner'), set by @AdminAccess
 * (modules/auth/admin-access.ts). Kept in the output: it documents who may call the operation, and the
 * route-table test (api/test/admin-routes.e2e-spec.ts) reads it.
 */
export const ADMIN_ACCESS_EXTENSION = 'x-admin-access';
/** Levels a viewer does not reach: their operations can answer 403 ADMIN_FORBIDDEN_ROLE. */
const ROLE_RESTRICTED_LEVELS = new Set(['write', 'owner']);

/**
 * The error codes an operation answers on purpose (its module's codes, e.g. ItemErrorCode.ITEM_NOT_FOUND,
 * ContactErrorCode.CONTACT_RATE_LIMITED). One per method. The cross-cutting ones are added for every
 * operation that can get them (see documentErrorResponses): do not list those here.
 */
export const ApiErrors = (...codes: string[]) => ApiExtension(ERROR_CODES_EXTENSION, codes);

const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** What the body parsers and the validation pipe answer before a handler runs, for any JSON body. */
const BODY_CODES = [
  CommonErrorCode.VALIDATION_FAILED,
  CommonErrorCode.MALFORMED_JSON,
  CommonErrorCode.MALFORMED_TEXT,
  CommonErrorCode.BODY_TOO_DEEP,
  CommonErrorCode.INVALID_ENCODING,
  CommonErrorCode.PAYLOAD_TOO_LARGE,
  CommonErrorCode.UNSUPPORTED_MEDIA_TYPE,
];

type Operation = OperationObject & { [ERROR_CODES_EXTENSION]?: string[]; [ADMIN_ACCESS_EXTENSION]?: string };

/**
 * The codes an operation can answer: its own (@ApiErrors) plus the cross-cutting ones its shape implies —
 * 401 when it has a security requirement (the auth guards), 403 ADMIN_FORBIDDEN_ROLE when its access level
 * is above 'read' (the role guard), 419 for unsafe methods (the anti-forgery check
 * runs before routing), 400 validation when it takes query parameters or a body (the global pipe), the
 * body parser's refusals when it takes a body, and 500 and 503 (the database unreachable, with Retry-After) for
 * every operation.
 */
export function operationErrorCodes(method: string, operation: Operation): string[] {
  const codes = new Set<string>(operation[ERROR_CODES_EXTENSION] ?? []);
  if (operation.security?.some((requirement) => Object.keys(requirement).length > 0)) codes.add(CommonErrorCode.UNAUTHENTICATED);
  if (ROLE_RESTRICTED_LEVELS.has(operation[ADMIN_ACCESS_EXTENSION] ?? '')) codes.add(CommonErrorCode.ADMIN_FORBIDDEN_ROLE);
  if (UNSAFE_METHODS.has(method)) codes.add(CommonErrorCode.CSRF_TOKEN_MISMATCH);
  if (operation.requestBody) BODY_CODES.forEach((code) => codes.add(code));
  const parameters = (operation.parameters ?? []) as Array<ParameterObject | ReferenceObject>;
  if (parameters.some((p) => 'in' in p && p.in === 'query')) codes.add(CommonErrorCode.VALIDATION_FAILED);
  codes.add(CommonErrorCode.INTERNAL_ERROR);
  // /api/health documents its own 503 (the red report).
  if (!operation.responses?.['503']) codes.add(CommonErrorCode.SERVICE_UNAVAILABLE);
  return [...codes].sort();
}

function isErrorResponseRef(response: ResponseObject | ReferenceObject): boolean {
  return JSON.stringify(response).includes(getSchemaPath(ErrorResponseDto));
}

/**
 * Completes the document for issue 10 and the linter (`npm run lint`: @redocly/cli, recommended rules):
 * - every operation lists its error responses, one per status, each a schema whose `code` is the enum of
 *   exactly the codes that operation answers with that status (the SDK's per-operation union);
 * - components.schemas.ErrorCode lists every declared code;
 * - an operation without a security requirement is public and says so (`security: []`).
 * Error responses written by hand with ErrorResponseDto are refused: @ApiErrors is the one way to add them.
 */
export function documentErrorResponses(document: OpenAPIObject): void {
  const schemas = (document.components ??= {}).schemas ?? (document.components.schemas = {});
  schemas.ErrorCode = {
    type: 'string',
    description: 'API が返すエラーコードの一覧（各操作のエラー応答は、その操作が返しうるコードだけに絞っています）',
    enum: declaredErrorCodes().map((c) => c.code),
  };
  const base = schemas[ErrorResponseDto.name] as SchemaObject | undefined;
  if (!base?.properties?.code) throw new Error('ErrorResponseDto is missing from the document (extraModels)');
  const { description, example } = base.properties.code as SchemaObject;
  // allOf: in OpenAPI 3.0 a $ref's sibling keys (the description) would be ignored.
  base.properties.code = { allOf: [{ $ref: getSchemaPath('ErrorCode') }], description, example };

  // Error responses many operations share (500, 503, the anti-forgery 419 …) are written once under
  // components.responses and referenced: inlined, they made most of the document's size.
  const planned: { operation: Operation; status: number; codes: string[] }[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      operation.security ??= [];
      const codes = operationErrorCodes(method, operation);
      delete operation[ERROR_CODES_EXTENSION];
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response && Number(status) >= 400 && isErrorResponseRef(response)) {
          throw new Error(`${method.toUpperCase()} ${path}: document error responses with @ApiErrors(...codes), not by hand (status ${status})`);
        }
      }
      const byStatus = new Map<number, string[]>();
      for (const code of codes) {
        const { status } = errorCode(code);
        byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
      }
      for (const [status, statusCodes] of byStatus) {
        if (operation.responses[status]) throw new Error(`${method.toUpperCase()} ${path}: status ${status} is both an answer and an error code`);
        planned.push({ operation, status, codes: statusCodes });
      }
    }
  }
  const nameOf = (status: number, codes: string[]) => `Error${status}_${codes.join('_')}`;
  const uses = new Map<string, number>();
  for (const { status, codes } of planned) uses.set(nameOf(status, codes), (uses.get(nameOf(status, codes)) ?? 0) + 1);
  const shared = (document.components.responses ??= {});
  for (const { operation, status, codes } of planned) {
    const name = nameOf(status, codes);
    if ((uses.get(name) ?? 0) < 2) {
      operation.responses[status] = errorResponse(status, codes);
      continue;
    }
    shared[name] ??= errorResponse(status, codes);
    operation.responses[status] = { $ref: `#/components/responses/${name}` };
  }
}

function errorResponse(status: number, codes: string[]): ResponseObject {
  const response: ResponseObject = {
    description: codes.map((code) => `${code}: ${errorCode(code).message}`).join('\n'),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: getSchemaPath(ErrorResponseDto) },
            {
              type: 'object',
              required: ['statusCode', 'code'],
              properties: {
                statusCode: { type: 'integer', enum: [status] },
                code: { type: 'string', enum: codes },
              },
            },
          ],
        },
      },
    },
  };
  if (status === 429) {
    response.headers = { 'Retry-After': { description: '再試行できるまでの秒数', schema: { type: 'integer', minimum: 1 } } };
  }
  return response;
}

/**
 * The error codes an operation's responses document under a status, following a shared response's $ref
 * (documentErrorResponses): what the tests that hold every answer to the document read.
 */
export function documentedErrorCodes(
  document: { components?: { responses?: Record<string, unknown> } },
  responses: Record<string, unknown> | undefined,
  status: number,
): string[] {
  let response = responses?.[String(status)] as { $ref?: string } | undefined;
  if (response?.$ref) response = document.components?.responses?.[response.$ref.replace('#/components/responses/', '')] as typeof response;
  const schema = (response as { content?: { 'application/json'?: { schema?: { allOf?: Array<{ properties?: { code?: { enum?: string[] } } }> } } } } | undefined)?.content?.[
    'application/json'
  ]?.schema;
  return schema?.allOf?.[1]?.properties?.code?.enum ?? [];
}
