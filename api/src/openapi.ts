import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { documentErrorResponses } from './common/errors/api-error-responses';
import { ErrorResponseDto } from './common/errors/error-response.dto';
import { ADMIN_COOKIE, MEMBER_COOKIE } from './modules/auth/auth.constants';
import { documentWebServedOperations, WEB_SERVED_MODELS } from './modules/site/web-served-operations';

/**
 * The OpenAPI document of the API. Every operation declares its operationId in @ApiOperation (the
 * generated SDK's function names, so renaming a controller method never renames a client call);
 * operation-ids.spec.ts checks the naming rule. The factory's fallback marks a forgotten one.
 * Error responses and public operations' `security: []` are completed by documentErrorResponses (issue 10).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('エンジニアルート API')
    .setDescription(
      'ITフリーランスエンジニアの案件・求人サイトの API。状態を変える /api 配下の呼び出しには X-XSRF-TOKEN ヘッダー（/sanctum/csrf-cookie で取得した XSRF-TOKEN Cookie の値）が必要です（Bearer 認証の呼び出しを除く）。',
    )
    .setVersion('1.0.0')
    // The API is served by the site's own origin (the front ends call it relative to the page).
    .addServer('/', 'このサイトと同じオリジン')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'member-bearer')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'admin-bearer')
    .addCookieAuth(MEMBER_COOKIE, { type: 'apiKey', in: 'cookie', name: MEMBER_COOKIE }, MEMBER_COOKIE)
    .addCookieAuth(ADMIN_COOKIE, { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE }, ADMIN_COOKIE)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controller, method) => `MISSING_OPERATION_ID_${controller}_${method}`,
    extraModels: [ErrorResponseDto, ...WEB_SERVED_MODELS],
  });
  documentWebServedOperations(document);
  documentErrorResponses(document);
  return document;
}

/** JSON with object keys sorted recursively (arrays keep their order), so the file diffs cleanly. */
export function stableStringify(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v as object).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}
