import { servedRoutesOf } from '@er/contracts/routes';
import { currentNavEntry, STAFF_NAV } from './nav';

describe('the staff side navigation', () => {
  it('links only to screens that exist: each entry is a served mfe_admin route with the staff layout', () => {
    const served = servedRoutesOf('mfe_admin', 'production');
    expect(STAFF_NAV.length).toBeGreaterThan(0);
    for (const entry of STAFF_NAV) {
      const route = served.find((r) => r.path === entry.to);
      expect({ to: entry.to, layout: route?.layout }).toEqual({ to: entry.to, layout: 'staff' });
      expect(entry.label).toMatch(/[\u3040-\u30ff\u4e00-\u9faf]/);
    }
  });

  it('names one entry as the current screen: the longest path the page is under', () => {
    const at = (path: string) => currentNavEntry(path)?.label ?? null;
    expect(at('/admin')).toBe('ダッシュボード');
    expect(at('/admin/item')).toBe('案件');
    expect(at('/admin/item/edit/12')).toBe('案件');
    expect(at('/admin/item/register-email-temporary')).toBe('案件');
    expect(at('/admin/item/tag')).toBe('タグ');
    expect(at('/admin/item/tag/edit/3')).toBe('タグ');
    expect(at('/admin/item/tag/category/create')).toBe('タグカテゴリ');
    expect(at('/admin/item/tagged')).toBe('案件');
    expect(at('/admin/mail-dead-letter')).toBe('メール送信エラー');
    expect(at('/admin/unknown')).toBeNull();
  });
});
