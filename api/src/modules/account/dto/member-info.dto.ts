import { joinIds, splitIds } from '../../members/comma-ids';
import { EducationLevel, Sex } from '../../members/members.service';
import {
  BirthDateField,
  ContractTypesField,
  KanaField,
  MagazineFlagField,
  NameField,
  OptionalCodeField,
  OptionalTextField,
  PrefectureIdField,
  TelField,
} from './member-fields';

/** SPEC §3 member info as both the sign-up form and the profile edit send it (the one declaration of those fields). */
export class MemberInfoFieldsDto {
  @NameField('姓', '山田')
  last_name!: string;

  @NameField('名', '太郎')
  first_name!: string;

  @KanaField('セイ（全角カタカナ）', 'ヤマダ')
  last_name_kana!: string;

  @KanaField('メイ（全角カタカナ）', 'タロウ')
  first_name_kana!: string;

  @OptionalCodeField('性別（1: 男性、2: 女性、3: その他）', Object.values(Sex))
  sex?: Sex;

  @BirthDateField()
  birth_date!: string;

  @OptionalCodeField('最終学歴（1: 中学校卒 … 7: 大学院卒）', Object.values(EducationLevel))
  education_level?: EducationLevel;

  @PrefectureIdField()
  prefecture_id!: number;

  @OptionalTextField('最寄り駅', 100)
  station?: string;

  @TelField()
  tel!: string;

  @MagazineFlagField()
  magazine_flag!: 0 | 1;

  @ContractTypesField()
  contract_types!: string;
}

/**
 * The member columns of SPEC §3 member info, as the member's own profile edit and staff's member/edit store them
 * (one mapping, so a field added to the form is stored by both).
 */
export function memberInfoColumns(dto: MemberInfoFieldsDto & { nationality?: string | null }) {
  return {
    lastName: dto.last_name,
    firstName: dto.first_name,
    lastNameKana: dto.last_name_kana,
    firstNameKana: dto.first_name_kana,
    sex: dto.sex ?? null,
    birthDate: dto.birth_date,
    educationLevel: dto.education_level ?? null,
    nationality: dto.nationality ?? null,
    prefectureId: dto.prefecture_id,
    station: dto.station ?? null,
    tel: dto.tel,
    magazineFlag: dto.magazine_flag === 1,
    contractTypes: joinIds(splitIds(dto.contract_types)),
  };
}
