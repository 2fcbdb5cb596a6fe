/**
 * What a production Redis's settings mean for mail (CONFIG GET appendonly, save, maxmemory-policy): no
 * mail depends on them — the outbox row is the record until a mail is sent, and rows the queue lost are
 * handed over again after MAIL_REDISPATCH_AFTER_MS — but without persistence or with an evicting policy a
 * restart or memory pressure delays mail by that long, which operators should know. Returns the warnings.
 */
export function redisDurabilityWarnings(settings: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  const aof = settings.appendonly === 'yes';
  const rdb = (settings.save ?? '').trim() !== '';
  const known = settings.appendonly !== undefined && settings.save !== undefined;
  if (known && !aof && !rdb) warnings.push('Redis keeps no data across a restart (appendonly no, save ""): mail queued in it is handed over again from the outbox after MAIL_REDISPATCH_AFTER_MS');
  const policy = settings['maxmemory-policy'];
  if (policy && policy !== 'noeviction') warnings.push(`Redis evicts keys under memory pressure (maxmemory-policy ${policy}): evicted mail jobs are handed over again from the outbox after MAIL_REDISPATCH_AFTER_MS; noeviction is recommended`);
  return warnings;
}

/** CONFIG GET's flat reply ([name, value, name, value …]) as an object. */
export function configReply(reply: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(reply)) for (let i = 0; i + 1 < reply.length; i += 2) out[String(reply[i])] = String(reply[i + 1]);
  return out;
}
