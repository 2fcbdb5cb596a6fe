import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.module';
import { CatalogCaches } from './catalog-caches';
import { CatalogChanges } from '../catalog-changes/catalog-changes';
import { PublicCacheInterceptor } from './public-cache.interceptor';
import { PublicResponseCache } from './public-response-cache';

@Global()
@Module({
  providers: [
    CatalogCaches,
    CatalogChanges,
    {
      provide: PublicResponseCache,
      inject: [APP_CONFIG, CatalogCaches],
      useFactory: (config: AppConfig, caches: CatalogCaches) =>
        caches.add(new PublicResponseCache(caches.enabled ? config.publicCacheSeconds * 1000 : 0)),
    },
    { provide: APP_INTERCEPTOR, useClass: PublicCacheInterceptor },
  ],
  exports: [PublicResponseCache, CatalogCaches, CatalogChanges],
})
export class HttpCacheModule {}
