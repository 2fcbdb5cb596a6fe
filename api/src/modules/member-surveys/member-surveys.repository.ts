import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { EngineerStyleEntity } from './entities/engineer-style.entity';
import { FreelanceStartEntity } from './entities/freelance-start.entity';
import { SurveyTable } from './survey-table';

/** The two questionnaire tables: read and written here only. */
@Injectable()
export class MemberSurveysRepository {
  readonly engineerStyles: SurveyTable<EngineerStyleEntity>;
  readonly freelanceStarts: SurveyTable<FreelanceStartEntity>;

  constructor(dataSource: DataSource) {
    this.engineerStyles = new SurveyTable(dataSource, EngineerStyleEntity);
    this.freelanceStarts = new SurveyTable(dataSource, FreelanceStartEntity);
  }

  /** Both answers of the member, gone for good (withdrawal), in the caller's transaction. */
  async removeAllOf(memberId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(EngineerStyleEntity).delete({ memberId });
    await manager.getRepository(FreelanceStartEntity).delete({ memberId });
  }
}
