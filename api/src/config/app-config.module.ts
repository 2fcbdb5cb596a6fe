import { DynamicModule, Global, Inject, Module } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { AppConfig } from './app-config';

/** Injection token of the validated AppConfig (see loadConfig). */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** `@InjectConfig() private readonly config: AppConfig` */
export const InjectConfig = () => Inject(APP_CONFIG);

/**
 * The settings, validated once by loadConfig before Nest starts (module wiring such as the mail driver
 * depends on them), exposed two ways: the typed AppConfig under APP_CONFIG, which our code injects, and
 * @nestjs/config's ConfigService (`config.get('app')`) for libraries that expect it. Nothing re-reads process.env.
 */
@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      imports: [ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [() => ({ app: config })] })],
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
