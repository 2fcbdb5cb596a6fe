'use strict';
/**
 * Facts the site states about itself, written once (issue 11: the reply time was 2 business days on one
 * page and 3 in the mails). Pages, the FAQ and the auto-reply mails read them from here.
 *
 * What is data is not here: listing counts and rates come from the API (or the copy names no figure).
 * Registration numbers are never written in the code: the 有料職業紹介事業 licence number is the
 * COMPANY_LICENSE_NUMBER setting (.env.example), delivered to the page in the runtime settings; while it
 * is unset the company page leaves the row out.
 */

/** Staff answer inquiries, requests and entries within this many business days. */
const replyBusinessDays = 2;

/** 「2営業日以内」, the wording every page and mail uses. */
const replyWithin = `${replyBusinessDays}営業日以内`;

/** The operator as the company page shows it (the rows of 会社概要, in order). */
const company = Object.freeze({
  name: '株式会社エンジニアルート',
  serviceName: 'エンジニアルート',
  business: 'ITフリーランスエンジニア向け案件紹介サービス「エンジニアルート」の運営',
});

/** The label of the licence row shown when COMPANY_LICENSE_NUMBER is set (e.g. 「有料職業紹介事業 13-ユ-123456」). */
const licenseLabel = '有料職業紹介事業 許可番号';

module.exports = { replyBusinessDays, replyWithin, company, licenseLabel };
