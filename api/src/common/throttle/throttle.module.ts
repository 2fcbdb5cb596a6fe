import { Global, Module } from '@nestjs/common';
import { AttemptThrottle } from './attempt-throttle';

@Global()
@Module({ providers: [AttemptThrottle], exports: [AttemptThrottle] })
export class ThrottleModule {}
