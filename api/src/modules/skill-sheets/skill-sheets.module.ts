import { Module } from '@nestjs/common';
import { SkillSheetsRepository } from './skill-sheets.repository';
import { SkillSheetsService } from './skill-sheets.service';

@Module({ providers: [SkillSheetsRepository, SkillSheetsService], exports: [SkillSheetsService] })
export class SkillSheetsModule {}
