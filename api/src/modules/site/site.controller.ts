import { Controller, Get, Header, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiExcludeEndpoint, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { RemotesManifestDto } from './dto/remotes-manifest.dto';
import { SiteService } from './site.service';

/** Prefixes that are never pages: unknown paths there get the JSON error shape, not the SPA. */
const NOT_PAGES = /^\/(api|dev|sanctum|remotes)(\/|$)/;

/**
 * The site on the API's port. Registered last (AppModule), so every API route wins over the
 * catch-all page route.
 */
@ApiTags('site')
@Controller()
export class SiteController {
  constructor(private readonly site: SiteService) {}

  @Get('mf-remotes.json')
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'マイクロフロントエンド（リモート）のマニフェストURL' })
  @ApiOkResponse({ type: RemotesManifestDto })
  getRemotesManifest(): RemotesManifestDto {
    return this.site.remotesManifest();
  }

  @Get('{*path}')
  @ApiExcludeEndpoint()
  async renderPage(@Req() req: Request, @Res() res: Response): Promise<void> {
    if (NOT_PAGES.test(req.path)) throw new NotFoundException();
    const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const result = await this.site.page(req.path, search);
    if (result.kind === 'redirect') {
      res.redirect(301, result.location);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (result.kind === 'unavailable') {
      res.status(503).send(result.html);
      return;
    }
    res.status(result.status).send(result.html);
  }
}
