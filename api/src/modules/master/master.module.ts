import { Module } from '@nestjs/common';
import { AdminMasterController } from './admin-master.controller';
import { MasterController } from './master.controller';
import { MasterRepository } from './master.repository';
import { MasterService } from './master.service';

@Module({
  controllers: [MasterController, AdminMasterController],
  providers: [MasterRepository, MasterService],
  exports: [MasterService],
})
export class MasterModule {}
