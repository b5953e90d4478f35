-- A dealer's address carries its pin code as `pin`, a number (spec 002 section 3), where it was
-- `pincode`, a string of digits (the only strings the old rule let through).
UPDATE "dealers"
   SET "address" = ("address" - 'pincode')
       || jsonb_build_object('pin', CASE WHEN "address"->>'pincode' ~ '^\d{1,10}$' THEN ("address"->>'pincode')::bigint END)
 WHERE "address" ? 'pincode';
