ALTER TABLE "audit_log" ADD COLUMN "chain_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Each tenant's audit entries form a hash chain (docs/decisions/0037-audit-chain.md). An entry's
-- hash is SHA-256 over the previous entry's hash and a canonical text of its own fields: a JSON
-- array of tenant, chain number, id, time in epoch microseconds, actor id and name, action, entity,
-- entity id, detail and address (jsonb's text is canonical: keys in one order, one spacing). The first
-- entry of a chain follows 64 zeros. Entries without a tenant form one more chain.
CREATE FUNCTION "audit_entry_hash"(prev text, e "audit_log") RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(prev || jsonb_build_array(
    e.tenant_id, e.chain_seq, e.id, (extract(epoch FROM e.at) * 1000000)::bigint, e.actor_id,
    e.actor_name, e.action, e.entity, e.entity_id, e.detail, e.ip)::text, 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The entries recorded before this migration are chained here, per tenant in the order they were
-- recorded (time, then id): the chain vouches for them as they stand now, not as they were written.
DO $$
DECLARE
  e "audit_log";
  prev text;
  seq bigint;
  chain text;
BEGIN
  FOR e IN SELECT * FROM "audit_log" ORDER BY coalesce(tenant_id, ''), at, id LOOP
    IF chain IS DISTINCT FROM coalesce(e.tenant_id, '') THEN
      chain := coalesce(e.tenant_id, '');
      seq := 0;
      prev := repeat('0', 64);
    END IF;
    seq := seq + 1;
    e.chain_seq := seq;
    e.prev_hash := prev;
    prev := "audit_entry_hash"(prev, e);
    UPDATE "audit_log" SET chain_seq = seq, prev_hash = e.prev_hash, hash = prev WHERE id = e.id;
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_tenant_chain" UNIQUE NULLS NOT DISTINCT("tenant_id","chain_seq");--> statement-breakpoint
-- The trigger's lookup of a chain's last entry walks the unique index only with fresh statistics.
ANALYZE "audit_log";--> statement-breakpoint
-- Every new entry, from any writer: after its tenant's last entry. The transaction-level advisory
-- lock (one per tenant; the first key marks the audit chains) holds the tenant's other writers
-- until this transaction ends, so the last entry read is the last committed and two entries can
-- never follow the same one; entries without a tenant share one lock and chain. Rows an INSERT
-- wrote before this one (a multi-row INSERT) are seen by the lookup, so they chain in order too.
CREATE FUNCTION "audit_log_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(1635083369, hashtext(coalesce(NEW.tenant_id, '')));
  IF NEW.tenant_id IS NULL THEN
    SELECT chain_seq, hash INTO last_seq, last_hash FROM "audit_log"
      WHERE tenant_id IS NULL ORDER BY chain_seq DESC LIMIT 1;
  ELSE
    SELECT chain_seq, hash INTO last_seq, last_hash FROM "audit_log"
      WHERE tenant_id = NEW.tenant_id ORDER BY chain_seq DESC LIMIT 1;
  END IF;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := "audit_entry_hash"(NEW.prev_hash, NEW);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_chain" BEFORE INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_chain"();
