/**
 * Creates the first staff owner of a deployment, or gives an account a new password link:
 *   npm run staff:create -- --email owner@example.com --name "山田 太郎" [--reissue]
 * Prints a one-time link (valid 24 hours) where the owner chooses a password; no password is ever set,
 * printed or stored in the repository (issue 9). Uses DATABASE_URL (migrations applied first) or SQLite.
 */
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfigOrExit } from '../../config/config-or-exit';
import { buildDataSourceOptions } from '../../database/data-source-options';
import { runMigrations } from '../../database/database.module';
import { passwordSetupLink, StaffAccountExistsError, StaffAccounts } from './staff-accounts';

export interface StaffCreateArgs {
  email: string;
  name: string;
  reissue: boolean;
}

export function parseStaffCreateArgs(argv: string[]): StaffCreateArgs {
  const args: Partial<StaffCreateArgs> = { reissue: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[++i];
    if (flag === '--email') args.email = value();
    else if (flag === '--name') args.name = value();
    else if (flag === '--reissue') args.reissue = true;
    else throw new Error(`Unknown argument ${argv[i]} (expected --email ADDRESS [--name NAME] [--reissue])`);
  }
  if (!args.email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(args.email)) throw new Error('--email ADDRESS is required (a valid e-mail address)');
  const name = (args.name ?? args.email.split('@')[0]).trim();
  if (!name || name.length > 100) throw new Error('--name must be 1–100 characters');
  return { email: args.email, name, reissue: args.reissue ?? false };
}

async function main(): Promise<void> {
  let args: StaffCreateArgs;
  try {
    args = parseStaffCreateArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const dataSource = new DataSource(buildDataSourceOptions({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath }));
  await dataSource.initialize();
  try {
    if (config.databaseUrl) await runMigrations(dataSource);
    const { admin, token } = await new StaffAccounts(dataSource).createWithSetupLink(args);
    console.log(`スタッフ（オーナー）を${args.reissue ? '更新' : '作成'}しました: ${admin.email}`);
    console.log('次のリンクを本人に安全な方法で伝え、24時間以内にパスワードを設定してもらってください（一度だけ使えます）:');
    console.log(passwordSetupLink(config.appUrl, token));
  } catch (error) {
    if (error instanceof StaffAccountExistsError) {
      console.error(error.message);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await dataSource.destroy();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
