import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { usedCaptchas } from '../../platform/db/schema';

/*
 * used_captchas: its primary key (signature) makes a second claim of one solution a no-op;
 * the expired rows are swept on each claim, so the table stays as small as ten minutes of logins.
 */

/** Records a captcha signature as used until `expiresAt`; false when it was already used. */
export async function claimCaptchaSignature(db: Db, signature: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const inserted = await db
    .insert(usedCaptchas)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return inserted.length === 1;
}
