/** Pieces every mail's text is made of, written once for the modules that send mail. */

/** Every subject starts with the site's name. */
export const SUBJECT_PREFIX = '【エンジニアルート】';

/** A visitor's own words, quoted line by line. */
export const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

/** A date and time as people in Japan read it. */
export const jst = (d: Date) => d.toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' });

/** The salutation of a member's mail: 「山田 太郎 様」, or 「エンジニアルート会員 様」 without a name. */
export const dear = (m: { lastName: string | null; firstName: string | null }) =>
  m.lastName || m.firstName ? `${m.lastName} ${m.firstName} 様`.replace(/\s+様$/, ' 様') : 'エンジニアルート会員 様';
