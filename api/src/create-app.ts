import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import express from 'express';
import cookieParser from 'cookie-parser';
import type { Redis } from 'ioredis';
import type { NextFunction, Request, Response } from 'express';
import { AppModule } from './app.module';
import { expressErrorHandler } from './common/errors/express-error-handler';
import { compressedResponses } from './common/http/content-encoding';
import { bodyParsers } from './common/http/json-body';
import { requestLogger } from './common/logging/request-logger';
import { REDIS_CLIENT } from './common/redis/redis.module';
import { CsrfTokens, csrfMiddleware } from './common/security/csrf';
import { RequestRateLimit } from './common/throttle/request-rate-limit';
import { securityHeaders } from './common/security/helmet';
import { loopbackOnly } from './common/security/loopback-only';
import { createValidationPipe } from './common/validation/validation.pipe';
import { loggerLevels, type AppConfig } from './config/app-config';
import { buildOpenApiDocument, stableStringify } from './openapi';

export interface CreateAppOptions {
  /** Skip the request log lines (tests). */
  quiet?: boolean;
  /** Called just before the app is initialised: a test adds a global guard or interceptor there. */
  beforeInit?: (app: NestExpressApplication) => void;
}

/**
 * Builds the API without listening: main.ts listens, tests use supertest,
 * the openapi script only reads the document.
 */
export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestExpressApplication> {
  // Our own Express instance, so its settings hold before Nest mounts anything: routes match in their exact
  // letter case (a path in another case is a 404, never a second way around a check), and X-Forwarded-*
  // is believed only from the proxies TRUST_PROXY names.
  const server = express();
  server.set('case sensitive routing', true);
  server.set('trust proxy', config.trustProxy);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new ExpressAdapter(server), {
    logger: loggerLevels(config.logLevel),
    bodyParser: false, // ours, with depth/size/encoding limits: app.use(...bodyParsers()) below
  });
  app.disable('x-powered-by');

  // First of all: the request log sees every request, and the per-address request limit refuses before anything
  // else runs (request-rate-limit.ts says why it is middleware rather than a guard).
  if (!options.quiet && loggerLevels(config.logLevel).includes('log')) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      requestLogger(req, res);
      next();
    });
  }
  const limit = RequestRateLimit.create(config, app.get<Redis | null>(REDIS_CLIENT));
  if (limit) app.use(limit.middleware());

  // Before everything that writes a body: JSON leaves compressed.
  app.use(compressedResponses());
  app.use(...securityHeaders(config));
  app.use(cookieParser());
  app.use(csrfMiddleware(new CsrfTokens(config)));
  app.use(...bodyParsers());
  // NODE_ENV not set: the development pages (/dev/mail lists every mail sent, reset links included) answer only
  // this machine, whatever address the server was made to listen on.
  if (config.devToolsLoopbackOnly) app.use('/dev', loopbackOnly());
  // csrfMiddleware, the body parser and loopbackOnly report through next(err): same error shape as the global filter.
  app.use(expressErrorHandler);
  app.useGlobalPipes(createValidationPipe());

  // The document is built once. Only with OPENAPI_PUBLIC (off by default in production): otherwise the path is a
  // JSON 404 like any unknown path.
  // openapi.cli.ts builds the committed file itself, whatever this setting says.
  let openApiJson = '';
  if (config.openApiPublic) {
    app.use('/api/openapi.json', (req: Request, res: Response, next: NextFunction) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      res.type('application/json').setHeader('Cache-Control', 'no-cache');
      res.send(openApiJson);
    });
  }
  if (config.openApiPublic) openApiJson = stableStringify(buildOpenApiDocument(app));
  options.beforeInit?.(app);
  await app.init();
  Logger.log(`application ready (${config.databaseUrl ? 'MariaDB' : 'SQLite'}, ${config.redisUrl ? 'BullMQ' : 'in-process queue'}, mail ${config.smtpUrl ? 'SMTP' : `files in ${config.mailDir}`})`, 'Bootstrap');
  return app;
}
