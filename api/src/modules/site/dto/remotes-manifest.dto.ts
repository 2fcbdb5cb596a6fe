import { ApiProperty } from '@nestjs/swagger';

/** Where the host finds each remote's manifest (read at boot, STACK-NOTES "runtime remotes"). */
export class RemotesManifestDto {
  @ApiProperty({ example: '/remotes/items/mf-manifest.json' }) mfe_items!: string;
  @ApiProperty({ example: '/remotes/account/mf-manifest.json' }) mfe_account!: string;
  @ApiProperty({ example: '/remotes/admin/mf-manifest.json' }) mfe_admin!: string;
}
