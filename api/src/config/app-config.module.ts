import { DynamicModule, Global, Inject, Module } from '@nestjs/common';
import type { AppConfig } from './app-config';

/** Injection token of the validated AppConfig (see loadConfig). */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** `@InjectConfig() private readonly config: AppConfig` */
export const InjectConfig = () => Inject(APP_CONFIG);

@Global()
@Module({})
export class AppConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppConfigModule,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
