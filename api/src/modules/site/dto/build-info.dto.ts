import { ApiProperty } from '@nestjs/swagger';

export class RemoteBuildVersionsDto {
  @ApiProperty({ type: String, nullable: true, description: 'mf-manifest.json の ETag または更新時刻（見つからなければ null）' })
  mfe_items!: string | null;
  @ApiProperty({ type: String, nullable: true }) mfe_account!: string | null;
  @ApiProperty({ type: String, nullable: true }) mfe_admin!: string | null;
}

/** SPEC §9: what the client's hourly update check compares with what it loaded. */
export class BuildInfoResponseDto {
  @ApiProperty({ type: String, nullable: true, description: 'ホスト（mfe-host）のビルドID（runtime-config の buildId と同じ）' })
  host!: string | null;
  @ApiProperty({ type: RemoteBuildVersionsDto }) remotes!: RemoteBuildVersionsDto;
}
