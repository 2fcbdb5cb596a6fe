import { ApiProperty } from '@nestjs/swagger';

/** The one error shape every failing API call answers with. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: '入力内容に誤りがあります' })
  message!: string;

  @ApiProperty({
    description: '項目ごとのエラーメッセージ（入れ子の項目はドット区切り）',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['メールアドレスの形式が正しくありません'] },
  })
  errors!: Record<string, string[]>;
}
