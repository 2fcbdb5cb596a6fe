import type { OpenAPIObject } from '@nestjs/swagger';
import { BuildInfoResponseDto } from './dto/build-info.dto';
import { RemotesManifestDto } from './dto/remotes-manifest.dto';

/** The schemas of the web server's JSON answers, registered with the API's own (openapi.ts extraModels). */
export const WEB_SERVED_MODELS = [BuildInfoResponseDto, RemotesManifestDto];

/**
 * Paths of the site's HTTP interface that the web server answers, not the API (web/src/server.ts): which builds it
 * serves (the front end's update check) and where the remotes are. They stay in the one OpenAPI document, so the
 * generated SDK keeps one client for every call a front end makes; `x-served-by` says who answers.
 */
export function documentWebServedOperations(document: OpenAPIObject): void {
  const operation = (operationId: string, summary: string, schema: string) => ({
    get: {
      operationId,
      summary,
      tags: ['site'],
      parameters: [],
      security: [],
      'x-served-by': 'web',
      responses: { '200': { description: '', content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } } },
    },
  });
  document.paths['/api/front/build-info'] = operation('buildInfo', '配信中のビルドの識別子（ホストとリモート。更新チェック用）', 'BuildInfoResponseDto');
  document.paths['/mf-remotes.json'] = operation('getRemotesManifest', 'マイクロフロントエンド（リモート）のマニフェストURL', 'RemotesManifestDto');
}
