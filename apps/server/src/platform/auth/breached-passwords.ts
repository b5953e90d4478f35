let common: Promise<Set<string>> | undefined;

/**
 * True when the password is on the common-passwords list of @zxcvbn-ts/language-common
 * (about 49,000 passwords ranked by how often they appear in breaches; the issue asks for at
 * least the top 3,000). The list is lower case, so the check is too: 'P@ssw0rd' is refused.
 */
export async function isBreachedPassword(password: string): Promise<boolean> {
  // Loaded with the first new password, not at start: the list's package is some 10 MB of memory.
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'] as string[]),
  );
  return (await common).has(password.toLowerCase());
}
