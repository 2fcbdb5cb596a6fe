import { ApiProperty } from '@nestjs/swagger';

/**
 * The one error shape every failing API call answers with. `code` is for programs (front ends switch on
 * it), `message` for people. In the OpenAPI document each operation narrows `code` to the codes it can
 * answer (see api-errors.decorator.ts); components.schemas.ErrorCode lists them all.
 */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', pattern: '^[A-Z][A-Z0-9_]+$', description: '機械可読なエラーコード（画面の分岐はこれで行い、message の文言では行わない）' })
  code!: string;

  @ApiProperty({ example: '入力内容に誤りがあります' })
  message!: string;

  @ApiProperty({
    description: '項目ごとのエラーメッセージ（入れ子の項目はドット区切り）。項目エラーがなければ空オブジェクト',
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
    example: { email: ['メールアドレスの形式が正しくありません'] },
  })
  errors!: Record<string, string[]>;
}
