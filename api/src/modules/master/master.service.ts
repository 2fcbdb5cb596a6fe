import { Injectable } from '@nestjs/common';
import type { ContractTypeDto, PrefectureDto } from './dto/master.dto';
import { MasterRepository } from './master.repository';

@Injectable()
export class MasterService {
  constructor(private readonly repository: MasterRepository) {}

  async prefectures(): Promise<PrefectureDto[]> {
    return (await this.repository.listPrefectures()).map(({ id, name }) => ({ id, name }));
  }

  async contractTypes(): Promise<ContractTypeDto[]> {
    return (await this.repository.listContractTypes()).map(({ id, name }) => ({ id, name }));
  }
}
