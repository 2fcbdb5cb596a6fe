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

  /** Industries (SPEC §3 biz_category_name), by sort order then id. */
  async bizCategories(): Promise<{ id: number; name: string }[]> {
    return (await this.repository.listBizCategories()).map(({ id, name }) => ({ id, name }));
  }

  /** Listing locations by sort order then id; `prefectureId` is null for non-geographic ones (リモート, 海外). */
  async areas(): Promise<AreaDto[]> {
    return (await this.repository.listAreas()).map(({ id, name, prefectureId, sortOrder }) => ({ id, name, prefectureId, sortOrder }));
  }
}

export interface AreaDto {
  id: number;
  name: string;
  prefectureId: number | null;
  sortOrder: number;
}
