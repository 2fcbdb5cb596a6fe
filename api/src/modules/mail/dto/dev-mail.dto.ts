import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, MaxLength } from 'class-validator';
import { Fold } from '../../../common/text/fold.decorator';

export class SendTestMailRequestDto {
  @ApiProperty({ example: 'demo@example.com' })
  @Fold('email')
  @IsNotEmpty()
  @IsEmail()
  @MaxLength(255)
  to!: string;
}

export class SendTestMailResponseDto {
  @ApiProperty({ description: 'キューに登録したジョブのID' })
  job_id!: string;
}

export class DevMailSummaryDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'Message-ID（outbox の行 ID から作る。再送しても同じ）' }) message_id!: string;
  @ApiProperty() date!: string;
  @ApiProperty() to!: string;
  @ApiProperty() subject!: string;
}

export class DevMailListResponseDto {
  @ApiProperty({ type: [DevMailSummaryDto] })
  mails!: DevMailSummaryDto[];
}
