import { configReply, redisDurabilityWarnings } from './redis-durability';

describe('redisDurabilityWarnings', () => {
  it('is quiet for an AOF Redis that does not evict', () => {
    expect(redisDurabilityWarnings({ appendonly: 'yes', save: '', 'maxmemory-policy': 'noeviction' })).toEqual([]);
  });

  it('is quiet with RDB snapshots only', () => {
    expect(redisDurabilityWarnings({ appendonly: 'no', save: '3600 1 300 100', 'maxmemory-policy': 'noeviction' })).toEqual([]);
  });

  it('warns about a Redis without persistence and about an evicting policy', () => {
    const warnings = redisDurabilityWarnings(configReply(['appendonly', 'no', 'save', '', 'maxmemory-policy', 'allkeys-lru']));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/no data across a restart/);
    expect(warnings[1]).toMatch(/allkeys-lru/);
  });

  it('says nothing it does not know (CONFIG refused: no settings)', () => {
    expect(redisDurabilityWarnings(configReply(null))).toEqual([]);
  });
});
