import { Injectable } from '@nestjs/common';
import type { ContractTypeDto, PrefectureDto } from './dto/master.dto';
import { MasterRepository } from './master.repository';

@Injectable()
export class MasterService {
  constructor(private readonly repository: MasterRepository) {}

  async prefectures(): Promise<PrefectureDto[]> {
    return (await this.repository.listPrefectures()).map(({ id, name }) => ({ id, name }));
  }

  /** The prefecture's name, or null for an unknown id. */
  async prefectureName(id: number): Promise<string | null> {
    return (await this.repository.findPrefecture(id))?.name ?? null;
  }

  async contractTypes(): Promise<ContractTypeDto[]> {
    return (await this.repository.listContractTypes()).map(({ id, name }) => ({ id, name }));
  }
}
