import { ApiProperty } from '@nestjs/swagger';
import { remotes } from '@er/contracts/remotes';

/**
 * Where the host finds each remote's manifest (read at boot, STACK-NOTES "runtime remotes"): one property
 * per remote of the registry (packages/contracts/remotes.js), so a new remote needs no change here.
 */
export class RemotesManifestDto {
  [remote: string]: string;
}
for (const r of remotes) ApiProperty({ type: String, example: `${r.defaultUrl}mf-manifest.json` })(RemotesManifestDto.prototype, r.name);
