import { ApiProperty } from '@nestjs/swagger';
import { remotes } from '@er/contracts/remotes';

/** One property per remote of the registry (packages/contracts/remotes.js). */
export class RemoteBuildVersionsDto {
  [remote: string]: string | null;
}
for (const r of remotes) {
  ApiProperty({ type: String, nullable: true, description: 'mf-manifest.json の ETag または更新時刻（見つからなければ null）' })(RemoteBuildVersionsDto.prototype, r.name);
}

/** SPEC §9: what the client's hourly update check compares with what it loaded. */
export class BuildInfoResponseDto {
  @ApiProperty({ type: String, nullable: true, description: 'ホスト（mfe-host）のビルドID（runtime-config の buildId と同じ）' })
  host!: string | null;
  @ApiProperty({ type: RemoteBuildVersionsDto }) remotes!: RemoteBuildVersionsDto;
}
