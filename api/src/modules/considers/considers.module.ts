import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { ItemsModule } from '../items/items.module';
import { ConsidersController } from './considers.controller';
import { ConsidersRepository } from './considers.repository';
import { ConsidersService } from './considers.service';

/** The members' shortlist on the server (issue 13): owns consider_items. */
@Module({
  imports: [AuthModule, ItemsModule],
  controllers: [ConsidersController],
  providers: [ConsidersRepository, ConsidersService],
  exports: [ConsidersService],
})
export class ConsidersModule {}
